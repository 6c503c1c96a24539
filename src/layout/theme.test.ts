import { Checkbox, createTheme, getContrastRatio, ThemeProvider, type ThemeOptions } from '@mui/material';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  I18nContext,
  type IMessages,
  RecordContextProvider,
  SelectPageCheckbox,
  SelectRowCheckbox,
  testI18nProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en';
import th from '../i18n/th';
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

describe('checkboxes named for screen readers', () => {
  /** The markup a checkbox draws in a theme, with the app's Thai or English texts. */
  const drawn = (theme: typeof lightTheme, messages: object, checkbox: ReactElement) =>
    renderToStaticMarkup(
      createElement(
        ThemeProvider,
        { theme: createTheme(theme as ThemeOptions) },
        createElement(
          I18nContext.Provider,
          { value: testI18nProvider({ messages: messages as IMessages }) },
          checkbox,
        ),
      ),
    );
  const inputLabel = (html: string) => /<input[^>]*aria-label="([^"]*)"/.exec(html)?.[1];
  const labelledSpans = (html: string) => html.match(/<span[^>]*aria-label=/g) ?? [];
  const row = createElement(RecordContextProvider, {
    value: { id: 1 },
    children: createElement(SelectRowCheckbox),
  });

  it("react-admin's row checkbox names its input, not its wrapper, in Thai and English, in both themes", () => {
    for (const theme of [lightTheme, darkTheme]) {
      const thai = drawn(theme, th, row);
      expect(inputLabel(thai)).toBe('เลือกแถวนี้');
      expect(labelledSpans(thai)).toEqual([]);
      expect(inputLabel(drawn(theme, en, row))).toBe('Select this row');
    }
  });

  it('keeps a label given on the input itself (the select-all box, inputProps)', () => {
    expect(inputLabel(drawn(lightTheme, th, createElement(SelectPageCheckbox)))).toBe('เลือกทั้งหมด');
    const withInputProps = drawn(
      lightTheme,
      th,
      createElement(Checkbox, { inputProps: { 'aria-label': 'ยอมรับ', name: 'accept' } }),
    );
    expect(inputLabel(withInputProps)).toBe('ยอมรับ');
    expect(withInputProps).toContain('name="accept"');
  });
});

describe('text on coloured surfaces', () => {
  it('passes WCAG AA (4.5:1) for every palette colour, in both themes', () => {
    for (const options of [lightTheme, darkTheme]) {
      const { palette } = createTheme(options as ThemeOptions);
      for (const colour of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const { main, contrastText } = palette[colour];
        expect(getContrastRatio(main, contrastText), `${palette.mode} ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
