/** A main entry of the navigation menu, as `GET /api/Mainmenu` answers it. */
export interface MainMenuEntry {
  id: number;
  title_th: string;
  title_en: string;
  /** Empty means the default. */
  icon: string;
  /** Empty when it only groups sub-entries. */
  linkto: string;
  menu: string;
  /** Null or empty means everyone. */
  allowedroles: string[] | null;
  /** The menu is shown in this order. */
  created_at: string;
}

export interface SubMenuEntry extends MainMenuEntry {
  mainmenuid: number;
}

export type MenuEntryUpdate = Pick<MainMenuEntry, 'title_th' | 'title_en' | 'icon' | 'allowedroles'>;

export const DEFAULT_MAIN_ICON = 'mdi-factory';
export const DEFAULT_SUB_ICON = 'mdi-map';

/** Roles the demo backend defines; a real server may send any other role string. */
export const DEMO_ROLES = ['admin', 'finance', 'sales', 'support'] as const;
