// @unocss-ignore: the tokens' names (accent-light …) would read as utilities; this file names no class.
/** A colour token: one hex for both themes, or the light theme's and the dark theme's. */
type Token = string | readonly [light: string, dark: string];

/** The colour tokens by their names in classes, `[light, dark]` where they differ; pairs keep 4.5:1 (tests/unit/colors.test.ts). */
const tokens = {
  // The page, and the surfaces on it (cards, fields, the white sections).
  paper: ['#FAFAF7', '#0E0E13'],
  surface: ['#FFFFFF', '#17171E'],
  // Plain white and black, the same in both themes: text on the accent, the logo, masks.
  white: '#FFFFFF',
  black: '#000000',
  // Text on paper and surfaces; soft for the hover of what is drawn in ink.
  ink: ['#0B0B10', '#EDEDF1'],
  'ink-soft': ['#16161D', '#D6D6DD'],
  // The ink bands (Why, closing banner, footer, testimonials), dark in both themes.
  night: ['#0B0B10', '#060609'],
  'night-line': ['#26262F', '#23232C'],
  'night-text': '#F4F4F6',
  'night-muted': '#A1A1AA',
  // The Why cards' gradient, top to bottom.
  'night-raised': ['#1A1A24', '#191923'],
  'night-sunken': ['#121219', '#0F0F15'],
  // The bands' edges: invisible on light paper, a hairline where the paper is dark too.
  'night-edge': ['#0B0B10', '#22222C'],
  // Secondary text; soft for placeholders: lighter, still 5.2:1 on white and 5:1 on paper.
  muted: ['#55565F', '#A1A1AA'],
  'muted-soft': ['#6B6C75', '#8A8B95'],
  line: ['#E4E4DF', '#2A2A33'],
  // The process timeline, where it leaves a step.
  'line-accent': ['#C7C7F5', '#3B3975'],
  // The outline of a form field: what shows it is there, so 3:1 on surfaces and paper.
  'line-field': ['#8F9099', '#6A6A76'],
  // Accent text, icons, outlines and glows.
  accent: ['#4F46E5', '#8B93F8'],
  'accent-strong': ['#4338CA', '#A5B4FC'],
  // The primary button under white text, and its hover.
  'accent-fill': ['#4F46E5', '#5B52EE'],
  'accent-fill-strong': ['#4338CA', '#675FF0'],
  'accent-violet': ['#7C3AED', '#8B5CF6'],
  'accent-soft': ['#EEF0FF', '#1E1C3F'],
  'accent-light': '#A5B4FC',
  // Selected text.
  'accent-pale': ['#C7D2FE', '#3730A3'],
  // The testimonials' gradients, darkest first: over photographs, the same in both themes.
  'shade-indigo-night': '#1E1B4B',
  'shade-indigo': '#312E81',
  'shade-indigo-strong': '#4338CA',
  'shade-indigo-bright': '#4F46E5',
  'shade-violet-night': '#2E1065',
  'shade-violet': '#5B21B6',
  'shade-violet-bright': '#6D28D9',
  // The hero's backdrop (glows and grid), the same in both themes: a switch need not redraw it.
  'backdrop-violet': '#7C3AED',
  'backdrop-indigo': '#5B5BEA',
  'backdrop-grid': '#6E6E7A',
  success: ['#047857', '#34D399'],
  'success-soft': ['#ECFDF5', '#0B2A20'],
  danger: ['#B91C1C', '#F87171'],
  'danger-soft': ['#FEF2F2', '#2A1215'],
  shadow: ['#0B0B10', '#000000'],
} as const satisfies Record<string, Token>;

type Tokens = typeof tokens;
type Palette = Readonly<Record<string, string>>;

const themeOf = (dark: boolean): Palette =>
  Object.fromEntries(
    Object.entries(tokens as Record<string, Token>).flatMap(([name, token]) =>
      typeof token === 'string' ? (dark ? [] : [[name, token]]) : [[name, token[dark ? 1 : 0]]],
    ),
  );

// Pure: a client module that imports the theme but not the colours ships none of them.
export const colors = /* @__PURE__ */ themeOf(false) as Record<keyof Tokens, string>;
/** The dark theme: only the tokens it changes. */
export const darkColors = /* @__PURE__ */ themeOf(true) as {
  readonly [K in keyof Tokens as Tokens[K] extends string ? never : K]: string;
};

/** "#4F46E5" -> "79 70 229": channels, so that CSS can add an opacity. */
export const rgbChannels = (hex: string): string => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(' ');
};

const declarations = (palette: Palette): string =>
  Object.entries(palette)
    .map(([name, hex]) => `--color-${name}:${rgbChannels(hex)}`)
    .join(';');

/** The two themes as CSS: dark for a dark system unless light is chosen, or when dark is chosen. */
export const themeCss = (light: Palette = colors, dark: Palette = darkColors): string => {
  const darkRules = `${declarations(dark)};color-scheme:dark`;
  return [
    `:root{${declarations(light)};color-scheme:light}`,
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${darkRules}}}`,
    `:root[data-theme=dark]{${darkRules}}`,
  ].join('');
};

/** The palette as UnoCSS theme colours that read the custom properties: `rgb(var(--color-ink))`. */
export const themeColors = (palette: Palette = colors): Palette =>
  Object.fromEntries(Object.keys(palette).map((name) => [name, `rgb(var(--color-${name}))`]));
