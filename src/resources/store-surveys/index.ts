import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/sales/storesurvey`: stores the sales team surveyed, with their address, answers and a photo. */
export default defineResource({
  name: 'store-surveys',
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
