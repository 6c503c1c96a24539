import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/improvesytem` (the old path's spelling): staff suggestions for improving the system. */
export default defineResource({
  name: 'improvements',
  access: byMenuEntry('/improvesytem'),
  oldPaths: { '/improvesytem': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./improvementData').then((module) => module.improvementData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./ImprovementList'), create: () => import('./ImprovementCreate') },
  recordRepresentation: 'title',
});
