/** A colour token: one hex for both themes, or the light theme's and the dark theme's. */
type Token = string | readonly [light: string, dark: string];
type Tokens = { readonly [name: string]: Token | Tokens };

/** The colour tokens, `[light, dark]` where they differ; pairs keep 4.5:1 (tests/unit/colors.test.ts). */
const tokens = {
  // The page, and the surfaces on it (cards, fields, the white sections).
  paper: ['#FAFAF7', '#0E0E13'],
  surface: ['#FFFFFF', '#17171E'],
  // Plain white and black, the same in both themes: text on the accent, the logo, masks.
  white: '#FFFFFF',
  black: '#000000',
  // Text on paper and surfaces; soft for the hover of what is drawn in ink.
  ink: { DEFAULT: ['#0B0B10', '#EDEDF1'], soft: ['#16161D', '#D6D6DD'] },
  // The ink bands (Why, closing banner, footer, testimonials), dark in both themes.
  night: {
    DEFAULT: ['#0B0B10', '#060609'],
    line: ['#26262F', '#23232C'],
    text: '#F4F4F6',
    muted: '#A1A1AA',
    // The Why cards' gradient, top to bottom.
    raised: ['#1A1A24', '#191923'],
    sunken: ['#121219', '#0F0F15'],
    // The bands' edges: invisible on light paper, a hairline where the paper is dark too.
    edge: ['#0B0B10', '#22222C'],
  },
  // Secondary text; soft for placeholders: lighter, still 5.2:1 on white and 5:1 on paper.
  muted: { DEFAULT: ['#55565F', '#A1A1AA'], soft: ['#6B6C75', '#8A8B95'] },
  line: {
    DEFAULT: ['#E4E4DF', '#2A2A33'],
    // The process timeline, where it leaves a step.
    accent: ['#C7C7F5', '#3B3975'],
    // The outline of a form field: what shows it is there, so 3:1 on surfaces and paper.
    field: ['#8F9099', '#6A6A76'],
  },
  accent: {
    // Accent text, icons, outlines and glows.
    DEFAULT: ['#4F46E5', '#8B93F8'],
    strong: ['#4338CA', '#A5B4FC'],
    // The primary button under white text, and its hover.
    fill: ['#4F46E5', '#5B52EE'],
    'fill-strong': ['#4338CA', '#675FF0'],
    violet: ['#7C3AED', '#8B5CF6'],
    soft: ['#EEF0FF', '#1E1C3F'],
    light: '#A5B4FC',
    // Selected text.
    pale: ['#C7D2FE', '#3730A3'],
  },
  // The testimonials' gradients, darkest first: over photographs, the same in both themes.
  shade: {
    'indigo-night': '#1E1B4B',
    indigo: '#312E81',
    'indigo-strong': '#4338CA',
    'indigo-bright': '#4F46E5',
    'violet-night': '#2E1065',
    violet: '#5B21B6',
    'violet-bright': '#6D28D9',
  },
  // The hero's backdrop (glows and grid), the same in both themes: a switch need not redraw it.
  backdrop: { violet: '#7C3AED', indigo: '#5B5BEA', grid: '#6E6E7A' },
  success: { DEFAULT: ['#047857', '#34D399'], soft: ['#ECFDF5', '#0B2A20'] },
  danger: { DEFAULT: ['#B91C1C', '#F87171'], soft: ['#FEF2F2', '#2A1215'] },
  shadow: ['#0B0B10', '#000000'],
} as const satisfies Tokens;

/** One theme's hex values: the light theme has every token, the dark one those it changes. */
type Theme<T, Dark extends boolean> = {
  readonly [K in keyof T as Dark extends true
    ? T[K] extends string
      ? never
      : K
    : K]: T[K] extends Token ? string : Theme<T[K], Dark>;
};

const themeOf = (palette: Tokens, dark: boolean): Palette =>
  Object.fromEntries(
    Object.entries(palette).flatMap(([key, value]) => {
      if (typeof value === 'string') return dark ? [] : [[key, value]];
      return [[key, Array.isArray(value) ? value[dark ? 1 : 0] : themeOf(value as Tokens, dark)]];
    }),
  );

// Pure: a client module that imports the theme but not the colours ships none of them.
export const colors = /* @__PURE__ */ themeOf(tokens, false) as Theme<typeof tokens, false>;
export const darkColors = /* @__PURE__ */ themeOf(tokens, true) as Theme<typeof tokens, true>;

type Palette = { readonly [name: string]: string | Palette };

/** The palette's shape with each hex as `write(css name, hex)`: `ink.DEFAULT` is `ink`, `ink.soft` is `ink-soft`. */
const mapColors = (
  palette: Palette,
  write: (name: string, hex: string) => string,
  prefix = '',
): Palette =>
  Object.fromEntries(
    Object.entries(palette).map(([key, value]) => {
      const name = key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key;
      return [key, typeof value === 'string' ? write(name, value) : mapColors(value, write, name)];
    }),
  );

const leaves = (palette: Palette): string[] =>
  Object.values(palette).flatMap((value) => (typeof value === 'string' ? value : leaves(value)));

/** "#4F46E5" -> "79 70 229": channels, so that CSS can add an opacity. */
export const rgbChannels = (hex: string): string => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(' ');
};

const declarations = (palette: Palette): string =>
  leaves(mapColors(palette, (name, hex) => `--color-${name}:${rgbChannels(hex)}`)).join(';');

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
  mapColors(palette, (name) => `rgb(var(--color-${name}))`);
