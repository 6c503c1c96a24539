import { byMenuEntry, defineResource } from '../../registry/definition';

/** Units of measure (read-only). */
export default defineResource({
  name: 'units',
  access: byMenuEntry('/units'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./unitData').then((module) => module.unitData),
  fetchedAtStart: true,
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'UnitId', order: 'ASC' } },
  screens: { list: () => import('./UnitList') },
  recordRepresentation: 'UnitTitle',
});
