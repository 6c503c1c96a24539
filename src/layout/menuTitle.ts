import type { MainMenuEntry } from '../api/menuTypes';

/** An entry's title in the interface language. */
export const menuTitle = (entry: Pick<MainMenuEntry, 'title_th' | 'title_en'>, locale: string) =>
  (locale === 'en' ? entry.title_en : entry.title_th) || entry.title_th || entry.title_en;
