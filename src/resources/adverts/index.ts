import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/advertise`: the adverts; `/advertise/genqrcode`: QR codes of the public `/Adv` page (spec §5). */
export const adverts = defineResource({
  name: 'adverts',
  access: byMenuEntry('/advertise'),
  oldPaths: { '/advertise': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./advertData').then((module) => module.advertData),
  demo: () => import('./demo'),
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

/** Data only: the landing page's visits, as AddLog stored them (the adverts dashboard reads them). */
export const advertLogs = defineResource({
  name: 'advert-logs',
  access: byMenuEntry('/advertise/dashboard'),
  texts: {
    th: () => import('./texts.th').then((module) => ({ default: module.logNames })),
    en: () => import('./texts.en').then((module) => ({ default: module.logNames })),
  },
  data: () => import('./advertData').then((module) => module.advertLogData),
  demo: () => import('./demo').then((module) => ({ default: module.advertLogsDemo })),
});
