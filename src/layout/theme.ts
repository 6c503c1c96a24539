import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const fontFamily = ['Sarabun', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(',');

/**
 * Drawer width 280 (docs/requirements.md, "Shell and layout"); Sarabun, self-hosted, so Thai reads
 * well. The blues are dark enough for white text on the app bar (WCAG AA contrast).
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#1f3a5f' },
  },
  typography: { ...defaultLightTheme.typography, fontFamily },
  sidebar: { width: 280, closedWidth: 56 },
};

/** The dark session layout of the sign-in screens. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography: { ...defaultDarkTheme.typography, fontFamily },
  sidebar: { width: 280, closedWidth: 56 },
};
