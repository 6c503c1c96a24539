import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/advertise`: the adverts; `/advertise/genqrcode`: QR codes of the public `/Adv` page. */
export const adverts = defineResource({
  name: 'adverts',
  menu: [
    {
      key: 'advertise',
      path: '',
      title: { th: 'โฆษณา', en: 'Advertising' },
      icon: 'mdi-bullhorn',
    },
    {
      key: 'advertise-list',
      section: 'advertise',
      path: '/advertise',
      title: { th: 'โฆษณา', en: 'Adverts' },
      icon: 'mdi-bullhorn',
    },
    {
      key: 'advertise-qrcode',
      section: 'advertise',
      path: '/advertise/genqrcode',
      title: { th: 'สร้างคิวอาร์โค้ด', en: 'Generate QR Code' },
      icon: 'mdi-qrcode',
    },
  ],
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
      readOnly: true,
      screen: () => import('./QrCodeScreen'),
    },
  ],
  publicPages: [{ path: '/Adv', page: () => import('./public/AdvLandingPage') }],
  recordRepresentation: 'title',
});

/** The landing page's visits, as AddLog stored them, and `/advertise/dashboard` over them. */
export const advertLogs = defineResource({
  name: 'advert-logs',
  menu: [
    {
      key: 'advertise-dashboard',
      section: 'advertise',
      path: '/advertise/dashboard',
      title: { th: 'ภาพรวมโฆษณา', en: 'Ads Dashboard' },
      icon: 'mdi-monitor-dashboard',
    },
  ],
  access: byMenuEntry('/advertise/dashboard'),
  texts: {
    th: () => import('./texts.th').then((module) => ({ default: module.logNames })),
    en: () => import('./texts.en').then((module) => ({ default: module.logNames })),
  },
  data: () => import('./advertData').then((module) => module.advertLogData),
  demo: () => import('./demo').then((module) => ({ default: module.advertLogsDemo })),
  routes: [{ path: '/advertise/dashboard', readOnly: true, screen: () => import('./AdvertDashboard') }],
});

/** `/advertise/campaigndashboard`: the campaigns; `/advertise/newcampaign`: a new one. */
export const campaigns = defineResource({
  name: 'campaigns',
  menu: [
    {
      key: 'advertise-campaign',
      section: 'advertise',
      path: '/advertise/campaigndashboard',
      title: { th: 'ภาพรวมแคมเปญ', en: 'Campaign Dashboard' },
      icon: 'mdi-chart-box',
    },
    {
      key: 'advertise-new',
      section: 'advertise',
      path: '/advertise/newcampaign',
      title: { th: 'สร้างแคมเปญใหม่', en: 'New Campaign' },
      icon: 'mdi-plus-box',
    },
  ],
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
