import { byMenuEntry, defineResource } from '../../registry/definition';

/**
 * `/report`: the monthly finance and orders reports, on screen and as CSV and PDF. The old app's
 * export page (`/report/components/ExportPDF`) leads to the same screen, which does the export.
 */
export default defineResource({
  name: 'reports',
  menu: [
    {
      key: 'report',
      path: '/report',
      title: { th: 'รายงาน', en: 'Reports' },
      icon: 'mdi-chart-bar',
    },
  ],
  access: byMenuEntry('/report'),
  oldPaths: { '/report/components/ExportPDF': '/report' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
  routes: [{ path: '/report', readOnly: true, screen: () => import('./ReportScreen') }],
});
