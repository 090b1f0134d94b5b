import { describe, expect, it } from 'vitest';
import {
  ANCHOR_OFFSET_DESKTOP_PX,
  ANCHOR_OFFSET_MOBILE_PX,
  MOBILE_BREAKPOINT_EM,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA,
  SPEC_CSS,
  STACK_HEIGHT_VH,
} from '../../src/config/spec';
import {
  colors,
  darkColors,
  rgbChannels,
  themeColors,
  themeCss,
} from '../../src/features/theme/colors';
import { calTheme, parseThemeChoice } from '../../src/features/theme/theme-choice';
import { contrastRatio, type Rgb } from '../e2e/support/pixels';

describe('the fixed numbers CSS receives (SCROLL-2, WHY-1)', () => {
  it('puts the anchor offsets, 80px and 100px below 768px, and the 300vh stack into :root', () => {
    expect(SPEC_CSS).toContain(`--anchor-offset:${ANCHOR_OFFSET_DESKTOP_PX}px`);
    expect(SPEC_CSS).toContain(`--stack-height:${STACK_HEIGHT_VH}vh`);
    expect(SPEC_CSS).toContain(
      `@media (max-width: 767px){:root{--anchor-offset:${ANCHOR_OFFSET_MOBILE_PX}px}}`,
    );
    expect(SPEC_CSS).toContain('--anchor-offset:80px;');
  });

  it('derives the mobile media query and the em breakpoint from the 768px of NUM-1', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(MOBILE_MEDIA).toBe('(max-width: 767px)');
    expect(MOBILE_BREAKPOINT_EM).toBe('48em');
  });
});

describe('the colour tokens', () => {
  it('turns a hex colour into RGB channels', () => {
    expect(rgbChannels('#4F46E5')).toBe('79 70 229');
    expect(rgbChannels('#FFFFFF')).toBe('255 255 255');
    expect(rgbChannels('#000000')).toBe('0 0 0');
  });

  it('writes the light tokens on :root and the dark ones for a dark system or a dark choice', () => {
    const css = themeCss(
      { ink: { DEFAULT: '#0B0B10', soft: '#16161D' }, line: '#E4E4DF' },
      { ink: { DEFAULT: '#EDEDF1' } },
    );
    expect(css).toBe(
      ':root{--color-ink:11 11 16;--color-ink-soft:22 22 29;--color-line:228 228 223;color-scheme:light}' +
        '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--color-ink:237 237 241;color-scheme:dark}}' +
        ':root[data-theme=dark]{--color-ink:237 237 241;color-scheme:dark}',
    );
  });

  it('gives UnoCSS theme colours that read those properties, shaped like the palette', () => {
    expect(themeColors({ ink: { DEFAULT: '#0B0B10', soft: '#16161D' }, line: '#E4E4DF' })).toEqual({
      ink: { DEFAULT: 'rgb(var(--color-ink))', soft: 'rgb(var(--color-ink-soft))' },
      line: 'rgb(var(--color-line))',
    });
  });

  it('covers the whole palette: every theme colour has its property', () => {
    const css = themeCss();
    const names = JSON.stringify(themeColors()).match(/--color-[a-z-]+/g) ?? [];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(css).toContain(`${name}:`);
    expect(css).toContain(`--color-paper:${rgbChannels(colors.paper)}`);
    expect(css).toContain(`--color-paper:${rgbChannels(darkColors.paper)}`);
  });
});

/** A token's hex in a theme: the dark value where the dark theme changes it, else the light one. */
const token = (theme: 'light' | 'dark', path: string): string => {
  const lookup = (palette: unknown): string | undefined => {
    let value: unknown = palette;
    for (const key of path.split('.'))
      value = (value as Record<string, unknown> | undefined)?.[key];
    if (value && typeof value === 'object') value = (value as { DEFAULT?: string }).DEFAULT;
    return typeof value === 'string' ? value : undefined;
  };
  const hex = (theme === 'dark' && lookup(darkColors)) || lookup(colors);
  if (!hex) throw new Error(`no colour token ${path}`);
  return hex;
};
const rgb = (hex: string): Rgb => rgbChannels(hex).split(' ').map(Number) as Rgb;

// Every text colour on every background the page puts it on (and the non-text ones at 3:1).
const textPairs: [text: string, background: string][] = [
  ['ink', 'paper'],
  ['ink', 'surface'],
  ['muted', 'paper'],
  ['muted', 'surface'],
  ['muted.soft', 'paper'],
  ['muted.soft', 'surface'],
  ['accent', 'paper'],
  ['accent', 'surface'],
  ['accent.strong', 'surface'],
  ['accent.strong', 'paper'],
  ['white', 'accent.fill'],
  ['white', 'accent.fill-strong'],
  ['paper', 'ink'],
  ['paper', 'ink.soft'],
  ['success', 'surface'],
  ['success', 'success.soft'],
  ['danger', 'surface'],
  ['danger', 'danger.soft'],
  ['night.text', 'night'],
  ['night.muted', 'night'],
  ['night.muted', 'night.raised'],
  ['accent.light', 'night'],
  ['accent.light', 'night.raised'],
  ['night', 'white'],
  ['ink', 'accent.pale'],
];
const nonTextPairs: [part: string, background: string][] = [
  ['line.field', 'surface'],
  ['line.field', 'paper'],
  ['accent', 'accent.soft'],
  ['accent', 'paper'],
  ['accent', 'surface'],
];

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  it.each(textPairs)('%s text on %s reaches 4.5:1', (text, background) => {
    const ratio = contrastRatio(rgb(token(theme, text)), rgb(token(theme, background)));
    expect(ratio, `${text} on ${background}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s icons and outlines on %s reach 3:1', (part, background) => {
    const ratio = contrastRatio(rgb(token(theme, part)), rgb(token(theme, background)));
    expect(ratio, `${part} on ${background}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(3);
  });
});

describe('the theme choice', () => {
  it('reads light and dark, and anything else (nothing stored, junk) as system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const other of [null, undefined, '', 'system', 'DARK', 'sepia', 1]) {
      expect(parseThemeChoice(other)).toBe('system');
    }
  });

  it("gives Cal.com's modal its theme: auto follows the system as system does here", () => {
    expect(calTheme('system')).toBe('auto');
    expect(calTheme('light')).toBe('light');
    expect(calTheme('dark')).toBe('dark');
  });
});
