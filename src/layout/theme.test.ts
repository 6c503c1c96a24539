import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme, themeChoiceOf } from './theme';

describe('the theme choice', () => {
  it('is the stored light or dark, else the system', () => {
    expect(themeChoiceOf('light')).toBe('light');
    expect(themeChoiceOf('dark')).toBe('dark');
    expect(themeChoiceOf(undefined)).toBe('system');
    expect(themeChoiceOf('blue')).toBe('system');
  });

  it('both themes make list rows reachable by keyboard', () => {
    const rowOf = (theme: typeof lightTheme) =>
      (
        theme.components?.RaDataTableBody?.defaultProps as {
          row?: { displayName?: string; render?: { name: string } };
        }
      )?.row?.render?.name;
    expect(rowOf(lightTheme)).toBe('KeyboardRow');
    expect(rowOf(darkTheme)).toBe('KeyboardRow');
    expect(darkTheme.palette?.mode).toBe('dark');
  });
});
