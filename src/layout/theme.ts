import type { CheckboxOwnerState } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { KeyboardRow } from './KeyboardRow';

const LIGHT_PRIMARY = '#1565c0';
/** react-admin's dark primary: light enough on the dark background. */
const DARK_PRIMARY = '#90caf9';

/**
 * Text on a coloured surface (a contained button, a filled chip) is black or white, whichever
 * passes WCAG AA (4.5:1) on it: MUI's default (3:1) puts white on the dark theme's red reject
 * button at 3.7:1, and on the light theme's orange and light blue.
 */
const contrastThreshold = 4.5;

const fontFamily = ['Sarabun', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(',');

/**
 * Both themes: every list's rows reachable by keyboard (KeyboardRow.tsx), and a focused row drawn
 * so that it is seen.
 */
const keyboardLists = (focusColour: string): RaThemeOptions['components'] => ({
  RaDataTableBody: { defaultProps: { row: KeyboardRow } },
  RaDataTableRow: {
    styleOverrides: {
      root: { '&:focus-visible': { outline: `2px solid ${focusColour}`, outlineOffset: -2 } },
    },
  },
});

/**
 * A progress indicator that its screen does not name (react-admin's own, while a reference loads)
 * still has a name for screen readers: both languages, as the page's first loading indicator has,
 * since the theme is made once for every language. A screen's own label replaces it.
 */
const LOADING_NAME = 'กำลังโหลด · Loading';
const namedProgress: RaThemeOptions['components'] = {
  MuiLinearProgress: { defaultProps: { 'aria-label': LOADING_NAME } },
  MuiCircularProgress: { defaultProps: { 'aria-label': LOADING_NAME } },
};

/**
 * A checkbox given an `aria-label` is named on its input, where screen readers look for it: MUI
 * puts the label on the wrapping span, which leaves the input nameless and the span with a name it
 * may not carry. react-admin's row checkboxes ("Select this row", translated) are given theirs so.
 * A label given on the input itself (`inputProps`, `slotProps.input`) is kept.
 */
const namedCheckboxes: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: { 'aria-label': undefined },
        input: ({ 'aria-label': label, inputProps }: CheckboxOwnerState) => ({
          'aria-label': label,
          ...inputProps,
        }),
      },
    },
  },
};

/**
 * Drawer width 280 (docs/requirements.md, "Shell and layout"); Sarabun, self-hosted, so Thai reads
 * well. The blues are dark enough for white text on the app bar (WCAG AA contrast).
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: LIGHT_PRIMARY },
    secondary: { main: '#1f3a5f' },
    contrastThreshold,
  },
  typography: { ...defaultLightTheme.typography, fontFamily },
  sidebar: { width: 280, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    ...keyboardLists(LIGHT_PRIMARY),
    ...namedCheckboxes,
    ...namedProgress,
  },
};

/**
 * The sign-in screens' dark layout, and the app's when dark is chosen in the user card or the
 * system prefers it.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, contrastThreshold },
  typography: { ...defaultDarkTheme.typography, fontFamily },
  sidebar: { width: 280, closedWidth: 56 },
  components: {
    ...defaultDarkTheme.components,
    ...keyboardLists(DARK_PRIMARY),
    ...namedCheckboxes,
    ...namedProgress,
  },
};

/** react-admin's store key of the light or dark choice (its `useTheme`'s). */
export const THEME_STORE_KEY = 'theme';

/** What the user card offers: one of the two themes, or the system's preference. */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The choice a stored value stands for: nothing (or anything else) stored follows the system. */
export const themeChoiceOf = (stored: unknown): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';
