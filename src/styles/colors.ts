/**
 * The site's colours: the one set of colour tokens. uno.config.ts turns them into the theme's
 * colours and writes each into `:root` as a custom property of RGB channels (`--color-ink-soft:
 * 22 22 29`), and every utility, stylesheet and inline style reads the property
 * (`rgb(var(--color-ink) / 0.08)`), never a copied value: a dark variant overrides the properties
 * in one place. Hex here, because the manifest and `<meta name="theme-color">` need plain values.
 */
export const colors = {
  paper: '#FAFAF7',
  white: '#FFFFFF',
  black: '#000000',
  ink: {
    DEFAULT: '#0B0B10',
    soft: '#16161D',
    line: '#26262F',
    text: '#F4F4F6',
    muted: '#A1A1AA',
    // The Why cards' gradient, top to bottom.
    raised: '#1A1A24',
    sunken: '#121219',
  },
  muted: {
    DEFAULT: '#55565F',
    // Placeholders: lighter than muted, still 5.2:1 on white and 5:1 on paper.
    soft: '#6B6C75',
  },
  line: {
    DEFAULT: '#E4E4DF',
    // The process timeline, where it leaves a step.
    accent: '#C7C7F5',
  },
  accent: {
    DEFAULT: '#4F46E5',
    strong: '#4338CA',
    violet: '#7C3AED',
    soft: '#EEF0FF',
    light: '#A5B4FC',
    // Selected text.
    pale: '#C7D2FE',
  },
  // The testimonials' gradients, darkest first.
  shade: {
    'indigo-night': '#1E1B4B',
    indigo: '#312E81',
    'violet-night': '#2E1065',
    violet: '#5B21B6',
    'violet-bright': '#6D28D9',
  },
  success: { DEFAULT: '#047857', soft: '#ECFDF5' },
  danger: { DEFAULT: '#B91C1C', soft: '#FEF2F2' },
  info: '#1D4ED8',
  warning: '#A16207',
} as const;

type Palette = { readonly [name: string]: string | Palette };

/** Each token as [css name, hex]: `ink.DEFAULT` is `ink`, `ink.soft` is `ink-soft`. */
const flatten = (palette: Palette, prefix = ''): [string, string][] =>
  Object.entries(palette).flatMap(([key, value]) => {
    const name = key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key;
    return typeof value === 'string' ? [[name, value]] : flatten(value, name);
  });

/** "#4F46E5" -> "79 70 229": channels, so that CSS can add an opacity. */
export const rgbChannels = (hex: string): string => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(' ');
};

/** The custom properties of every colour, for `:root`. */
export const colorCustomProperties = (palette: Palette = colors): string =>
  `:root{${flatten(palette)
    .map(([name, hex]) => `--color-${name}:${rgbChannels(hex)}`)
    .join(';')}}`;

/** The palette as UnoCSS theme colours that read the custom properties: `rgb(var(--color-ink))`. */
export const themeColors = (palette: Palette = colors, prefix = ''): Palette =>
  Object.fromEntries(
    Object.entries(palette).map(([key, value]) => {
      const name = key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key;
      return [
        key,
        typeof value === 'string' ? `rgb(var(--color-${name}))` : themeColors(value, name),
      ];
    }),
  );
