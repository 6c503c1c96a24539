import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const fontFamily = ['Sarabun', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(',');

/** Drawer width 280 (spec §9); Sarabun, self-hosted, so Thai reads well. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  typography: { ...defaultLightTheme.typography, fontFamily },
  sidebar: { width: 280, closedWidth: 56 },
};

/** The dark session layout of the sign-in screens. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography: { ...defaultDarkTheme.typography, fontFamily },
  sidebar: { width: 280, closedWidth: 56 },
};
