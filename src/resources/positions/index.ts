import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/staff/position`: staff positions, added and deleted (the service offers no edit). */
export default defineResource({
  name: 'positions',
  menu: [
    {
      key: 'staff-position',
      section: 'staff',
      path: '/staff/position',
      title: { th: 'ตำแหน่งงาน', en: 'Positions' },
      icon: 'mdi-badge-account',
    },
  ],
  access: byMenuEntry('/staff/position'),
  oldPaths: { '/staff/position': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./positionData').then((module) => module.positionData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./PositionList'), create: () => import('./PositionCreate') },
  recordRepresentation: 'positionName',
});
