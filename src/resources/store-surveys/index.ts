import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/sales/storesurvey`: stores the sales team surveyed, with their address, answers and a photo. */
export default defineResource({
  name: 'store-surveys',
  menu: [
    {
      key: 'sales',
      path: '',
      title: { th: 'ฝ่ายขาย', en: 'Sales' },
      icon: 'mdi-chart-line',
    },
    {
      key: 'sales-survey',
      section: 'sales',
      path: '/sales/storesurvey',
      title: { th: 'แบบสำรวจร้านค้า', en: 'Store Surveys' },
      icon: 'mdi-clipboard-text',
    },
  ],
  access: byMenuEntry('/sales/storesurvey'),
  oldPaths: { '/sales/storesurvey': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./storeSurveyData').then((module) => module.storeSurveyData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'DESC' } },
  screens: {
    list: () => import('./StoreSurveyList'),
    form: () => import('./StoreSurveyForm'),
  },
  recordRepresentation: 'storename',
});
