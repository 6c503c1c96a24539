/** A main entry of the navigation menu, as `GET /api/Mainmenu` answers it. */
export interface MainMenuEntry {
  id: number;
  title_th: string;
  title_en: string;
  /** Material Design Icons name such as `mdi-factory`; empty means the default. */
  icon: string;
  /** The (legacy) path the entry links to, e.g. `/brand`. Empty when it only groups sub-entries. */
  linkto: string;
  /** A short stable key for the entry, e.g. `product`. */
  menu: string;
  /** Roles that may see the entry; null or empty means everyone. */
  allowedroles: string[] | null;
  /** ISO date-time; the menu is shown in this order. */
  created_at: string;
}

/** A sub-entry, as `GET /api/Submenu` answers it. */
export interface SubMenuEntry extends MainMenuEntry {
  mainmenuid: number;
}

/** The fields `PUT /api/Mainmenu/{id}` and `PUT /api/Submenu/{id}` send. */
export type MenuEntryUpdate = Pick<MainMenuEntry, 'title_th' | 'title_en' | 'icon' | 'allowedroles'>;

export const DEFAULT_MAIN_ICON = 'mdi-factory';
export const DEFAULT_SUB_ICON = 'mdi-map';

/** Roles the demo backend defines; a real server may send any other role string. */
export const DEMO_ROLES = ['admin', 'finance', 'sales', 'support'] as const;
