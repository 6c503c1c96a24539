import { describe, expect, it } from 'vitest';
import { FORM_TOOLBAR_COLOURS } from './FormToolbar';

/**
 * WCAG 2.x contrast, written out here rather than taken from a library: each sRGB channel c in
 * 0..1 is linearised (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4), the relative
 * luminance is L = 0.2126 R + 0.7152 G + 0.0722 B, and the ratio is (L1 + 0.05) / (L2 + 0.05)
 * with L1 the lighter colour.
 */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** `top` at `opacity` over `bottom`, as a browser paints a translucent hover background. */
function over(top: string, opacity: number, bottom: string): string {
  const channel = (hex: string, start: number) => parseInt(hex.slice(start, start + 2), 16);
  return `#${[1, 3, 5]
    .map((start) => Math.round(channel(top, start) * opacity + channel(bottom, start) * (1 - opacity)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('the form toolbar’s cancel button', () => {
  it('the formula gives the published figures (white on black 21:1, the old blue on grey 4.35:1)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#1565c0', '#e0e0e0')).toBeCloseTo(4.35, 2);
  });

  it('is the colours written down: blue 900 on react-admin’s grey 300 toolbar', () => {
    expect(FORM_TOOLBAR_COLOURS).toEqual({ background: '#e0e0e0', cancel: '#0d47a1' });
  });

  it('reads at WCAG AA contrast (4.5:1 for text) on the toolbar, hovered too', () => {
    const { cancel, background } = FORM_TOOLBAR_COLOURS;
    expect(contrast(cancel, background)).toBeGreaterThanOrEqual(4.5);
    // MUI's text button hover: the primary colour at 4% over the toolbar.
    expect(contrast(cancel, over('#1565c0', 0.04, background))).toBeGreaterThanOrEqual(4.5);
  });
});
