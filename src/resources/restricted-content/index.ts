import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/master-data/restrictcontent`: the words sellers may not use, with add and edit. */
export default defineResource({
  name: 'restricted-content',
  menu: [
    {
      key: 'master-restrict-content',
      section: 'master-data',
      path: '/master-data/restrictcontent',
      title: { th: 'คำต้องห้าม', en: 'Restricted Content' },
      icon: 'mdi-cancel',
    },
  ],
  access: byMenuEntry('/master-data/restrictcontent'),
  oldPaths: { '/master-data/restrictcontent': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./restrictedContentData').then((module) => module.restrictedContentData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'Id', order: 'ASC' } },
  screens: { list: () => import('./RestrictedContentList'), form: () => import('./RestrictedContentForm') },
  recordRepresentation: 'Name',
});
