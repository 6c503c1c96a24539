import { byMenuEntry, defineResource, type CustomRouteDefinition } from '../../registry/definition';

/**
 * The help content (docs/decisions.md, "Help content: three audiences, one tree, sanitised rich text"):
 * `/help/kk` (general), `/help/kk-ep` (the grocery app) and `/help/kk-ws` (the wholesale app), each a
 * tree of titles, sub-titles and rich-text details (helpRules.ts).
 */
const AUDIENCES = ['kk', 'kk-ep', 'kk-ws'] as const;
const LEVELS = ['title', 'sub', 'detail'] as const;

/** Every data level is open to whoever may open one of the three sections. */
const anySection = byMenuEntry('/help/kk', '/help/kk-ep', '/help/kk-ws');

const texts = (part: 'titleTexts' | 'subTexts' | 'detailTexts') => ({
  th: () => import('./texts.th').then((module) => ({ default: module[part] })),
  en: () => import('./texts.en').then((module) => ({ default: module[part] })),
});

export const helpTitles = defineResource({
  name: 'help-titles',
  access: anySection,
  texts: texts('titleTexts'),
  data: () => import('./helpData').then((module) => module.helpTitleData),
  demo: () => import('./demo').then((module) => ({ default: module.titleDemo })),
  recordRepresentation: 'title_th',
});

export const helpSubs = defineResource({
  name: 'help-subs',
  access: anySection,
  texts: texts('subTexts'),
  data: () => import('./helpData').then((module) => module.helpSubData),
  demo: () => import('./demo').then((module) => ({ default: module.subDemo })),
  recordRepresentation: 'title_th',
});

/** A detail's add and edit screens (`/help-details/create`, `/help-details/:id`): the rich-text editor. */
export const helpDetails = defineResource({
  name: 'help-details',
  access: anySection,
  texts: texts('detailTexts'),
  data: () => import('./helpData').then((module) => module.helpDetailData),
  demo: () => import('./demo').then((module) => ({ default: module.detailDemo })),
  screens: { create: () => import('./HelpDetailCreate'), edit: () => import('./HelpDetailEdit') },
  recordRepresentation: 'title_th',
});

/**
 * The twelve old paths, each a screen of its own path. The `-title`, `-sub` and `-detail`
 * paths have no menu entry: each takes the roles of its section's entry.
 */
const routes: CustomRouteDefinition[] = AUDIENCES.flatMap((audience) => {
  const paths = [`/help/${audience}`, ...LEVELS.map((level) => `/help/${audience}-${level}`)];
  const access = byMenuEntry(paths[0], ...paths.slice(1));
  return paths.map((path) => ({ path, access, menuPath: paths[0], screen: () => import('./HelpTree') }));
});

export const help = defineResource({
  name: 'help',
  menu: [
    {
      key: 'help',
      path: '',
      title: { th: 'คู่มือการใช้งาน', en: 'Help Content' },
      icon: 'mdi-help-circle',
    },
    {
      key: 'help-kk',
      section: 'help',
      path: '/help/kk',
      title: { th: 'คู่มือทั่วไป', en: 'General Help' },
      icon: 'mdi-cellphone',
    },
    {
      key: 'help-kk-ws',
      section: 'help',
      path: '/help/kk-ws',
      title: { th: 'คู่มือแอปผู้ขายส่ง', en: 'Wholesaler App Help' },
      icon: 'mdi-cellphone-text',
    },
    {
      key: 'help-kk-ep',
      section: 'help',
      path: '/help/kk-ep',
      title: { th: 'คู่มือแอปร้านค้าโชห่วย', en: 'Grocery App Help' },
      icon: 'mdi-cellphone-information',
    },
  ],
  access: anySection,
  routes,
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo').then((module) => ({ default: module.helpDemo })),
});
