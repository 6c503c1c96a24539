import type { CheckboxOwnerState } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { KeyboardRow } from './KeyboardRow';

const LIGHT_PRIMARY = '#1565c0';
const DARK_PRIMARY = '#90caf9';

/** WCAG AA on coloured surfaces: MUI's default 3:1 put white on the dark theme's red at 3.7:1. */
const contrastThreshold = 4.5;

const fontFamily = ['Sarabun', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(',');

const keyboardLists = (focusColour: string): RaThemeOptions['components'] => ({
  RaDataTableBody: { defaultProps: { row: KeyboardRow } },
  RaDataTableRow: {
    styleOverrides: {
      root: { '&:focus-visible': { outline: `2px solid ${focusColour}`, outlineOffset: -2 } },
    },
  },
});

/** An unnamed progress indicator still has a name, in both languages: the theme is made once for both. */
const LOADING_NAME = 'กำลังโหลด · Loading';
const namedProgress: RaThemeOptions['components'] = {
  MuiLinearProgress: { defaultProps: { 'aria-label': LOADING_NAME } },
  MuiCircularProgress: { defaultProps: { 'aria-label': LOADING_NAME } },
};

/** The label goes on the input, where screen readers look: MUI puts it on the wrapping span. */
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

/** Drawer width 280 (docs/requirements.md, "Shell and layout"); blues dark enough for white text. */
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

export const THEME_STORE_KEY = 'theme';

export type ThemeChoice = 'light' | 'dark' | 'system';

export const themeChoiceOf = (stored: unknown): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';
