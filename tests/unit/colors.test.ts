import { describe, expect, it } from 'vitest';
import {
  colors,
  darkColors,
  rgbChannels,
  themeColors,
  themeCss,
} from '../../src/features/theme/colors';
import { contrastRatio, type Rgb } from '../e2e/support/pixels';

describe('the colour tokens', () => {
  it('writes the light tokens on :root as RGB channels, the dark ones for a dark system or a dark choice', () => {
    const css = themeCss(
      { ink: '#0B0B10', 'ink-soft': '#16161D', line: '#E4E4DF' },
      { ink: '#EDEDF1' },
    );
    expect(css).toBe(
      ':root{--color-ink:11 11 16;--color-ink-soft:22 22 29;--color-line:228 228 223;color-scheme:light}' +
        '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--color-ink:237 237 241;color-scheme:dark}}' +
        ':root[data-theme=dark]{--color-ink:237 237 241;color-scheme:dark}',
    );
  });

  it('gives UnoCSS theme colours that read those properties, by the same names', () => {
    expect(themeColors({ ink: '#0B0B10', 'ink-soft': '#16161D' })).toEqual({
      ink: 'rgb(var(--color-ink))',
      'ink-soft': 'rgb(var(--color-ink-soft))',
    });
  });

  it('covers the whole palette: every theme colour has its property', () => {
    const css = themeCss();
    const names = JSON.stringify(themeColors()).match(/--color-[a-z-]+/g) ?? [];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(css).toContain(`${name}:`);
    expect(css).toContain(`--color-paper:${rgbChannels(darkColors.paper)}`);
  });
});

/** A token's hex in a theme: the dark value where the dark theme changes it, else the light one. */
const token = (theme: 'light' | 'dark', name: string): string => {
  const hex =
    (theme === 'dark' && (darkColors as Record<string, string>)[name]) ||
    (colors as Record<string, string>)[name];
  if (!hex) throw new Error(`no colour token ${name}`);
  return hex;
};
const rgb = (hex: string): Rgb => rgbChannels(hex).split(' ').map(Number) as Rgb;
const pairs = (list: string) =>
  list
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split('/'));

// Every text colour on every background the page puts it on, and the non-text parts at 3:1.
const textPairs = pairs(`
  ink/paper ink/surface muted/paper muted/surface muted-soft/paper muted-soft/surface
  accent/paper accent/surface accent-strong/surface accent-strong/paper
  white/accent-fill white/accent-fill-strong paper/ink paper/ink-soft
  success/surface success/success-soft danger/surface danger/danger-soft
  night-text/night night-muted/night night-muted/night-raised accent-light/night
  accent-light/night-raised night/white ink/accent-pale`);
const nonTextPairs = pairs(
  'line-field/surface line-field/paper accent/accent-soft accent/paper accent/surface',
);

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  it.each([
    ...textPairs.map(([part = '', on = '']) => [part, on, 4.5] as const),
    ...nonTextPairs.map(([part = '', on = '']) => [part, on, 3] as const),
  ])('%s on %s reaches %s:1', (part, background, minimum) => {
    const ratio = contrastRatio(rgb(token(theme, part)), rgb(token(theme, background)));
    expect(ratio, `${part} on ${background}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(minimum);
  });
});
