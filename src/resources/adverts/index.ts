import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/advertise`: the adverts; `/advertise/genqrcode`: QR codes of the public `/Adv` page. */
export const adverts = defineResource({
  name: 'adverts',
  access: byMenuEntry('/advertise'),
  oldPaths: { '/advertise': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./advertData').then((module) => module.advertData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'DESC' } },
  screens: { list: () => import('./AdvertList') },
  routes: [
    {
      path: '/advertise/genqrcode',
      access: byMenuEntry('/advertise/genqrcode'),
      screen: () => import('./QrCodeScreen'),
    },
  ],
  publicPages: [{ path: '/Adv', page: () => import('./public/AdvLandingPage') }],
  recordRepresentation: 'title',
});

/** The landing page's visits, as AddLog stored them, and `/advertise/dashboard` over them. */
export const advertLogs = defineResource({
  name: 'advert-logs',
  access: byMenuEntry('/advertise/dashboard'),
  texts: {
    th: () => import('./texts.th').then((module) => ({ default: module.logNames })),
    en: () => import('./texts.en').then((module) => ({ default: module.logNames })),
  },
  data: () => import('./advertData').then((module) => module.advertLogData),
  demo: () => import('./demo').then((module) => ({ default: module.advertLogsDemo })),
  routes: [{ path: '/advertise/dashboard', screen: () => import('./AdvertDashboard') }],
});

/** `/advertise/campaigndashboard`: the campaigns; `/advertise/newcampaign`: a new one. */
export const campaigns = defineResource({
  name: 'campaigns',
  access: byMenuEntry('/advertise/campaigndashboard', '/advertise/newcampaign'),
  oldPaths: { '/advertise/campaigndashboard': 'list', '/advertise/newcampaign': 'create' },
  texts: {
    th: () => import('./texts.th').then((module) => ({ default: module.campaignTexts })),
    en: () => import('./texts.en').then((module) => ({ default: module.campaignTexts })),
  },
  data: () => import('./campaignData').then((module) => module.campaignData),
  demo: () => import('./demo').then((module) => ({ default: module.campaignsDemo })),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./CampaignList'), create: () => import('./CampaignCreate') },
  recordRepresentation: 'name',
});
