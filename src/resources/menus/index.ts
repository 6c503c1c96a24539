import type { AppResource } from '../types';
import { mainMenuData, subMenuData } from './menuData';

/** The navigation menu's main entries and sub-entries (screen: /menus, legacy /Menu). */
export const mainMenu: AppResource = {
  name: 'Mainmenu',
  recordRepresentation: 'title_en',
  data: ({ http, menuSource }) => mainMenuData(http, menuSource),
};

export const subMenu: AppResource = {
  name: 'Submenu',
  recordRepresentation: 'title_en',
  data: ({ http, menuSource }) => subMenuData(http, menuSource),
};
