import { byMenuEntry, defineResource } from '../../registry/definition';
import { menuDescription } from './menuData';

const menuEditors = byMenuEntry('/Menu');

/**
 * The navigation menu's main entries and sub-entries: read by every signed-in user's drawer (the
 * shell reads them as start-up data), written on the menu screen by the roles its entry allows.
 */
export const mainMenu = defineResource({
  name: 'Mainmenu',
  access: menuEditors,
  data: menuDescription('api/Mainmenu'),
  // Who sees which entry is who may do what (the roles screen writes here too).
  sudo: ['* api/Mainmenu'],
  demo: () => import('./mainMenuDemo'),
  recordRepresentation: 'title_en',
});

export const subMenu = defineResource({
  name: 'Submenu',
  access: menuEditors,
  data: menuDescription('api/Submenu'),
  sudo: ['* api/Submenu'],
  demo: () => import('./subMenuDemo'),
  recordRepresentation: 'title_en',
});

/** `/menus` (legacy `/Menu`): titles, icons and allowed roles of every entry. */
export const menus = defineResource({
  name: 'menus',
  menu: [
    {
      key: 'menu',
      path: '/Menu',
      title: { th: 'จัดการเมนู', en: 'Menu Management' },
      icon: 'mdi-menu',
    },
  ],
  access: menuEditors,
  oldPaths: { '/Menu': '/menus' },
  routes: [{ path: '/menus', screen: () => import('./MenuManagement') }],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo').then((module) => ({ default: module.menusDemo })),
});
