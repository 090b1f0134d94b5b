import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';
import { fallbackFontFaces } from './scripts/lib/font-metrics.ts';
import { MOBILE_BREAKPOINT_EM, SPEC_CSS } from './src/config/spec';
import { themeColors, themeCss } from './src/features/theme/colors';
import { ICON_CSS } from './src/ui/icon-symbols';

/** Design tokens and the shortcuts every component shares. */
export default defineConfig({
  content: {
    pipeline: {
      // Plain .ts modules too, so that a class a module names is generated.
      include: [/\.([jt]sx?|mdx?|html)($|\?)/],
    },
  },
  // Words of the code that read as utilities but style nothing here (`table`, `static`, `m[method]` …):
  // left in, every page's inline CSS carries their rules (the home page's HTML budget, issue 43).
  blocklist: [
    /^!?container$/,
    /^m\[/,
    ...['contents', 'ease', 'h1', 'h2', 'indent', 'inline', 'ms', 'outline', 'resize'],
    ...['shadow', 'static', 'tab', 'table', 'transform', 'visible'],
  ],
  // on-demand: only the --un-* variables some utility uses get their defaults on every element.
  presets: [presetWind3({ preflight: 'on-demand' })],
  // The icons' class (src/ui/icon-symbols.ts), before shortcuts and utilities, so that size
  // utilities (size-4 …) set an icon's size.
  layers: { spec: -40, icons: -30 },
  preflights: [
    // The fixed numbers CSS needs as custom properties on :root (src/config/spec.ts).
    { layer: 'spec', getCSS: () => SPEC_CSS },
    // The colour tokens as custom properties on :root, light and dark (src/features/theme/colors.ts).
    { layer: 'spec', getCSS: () => themeCss() },
    { layer: 'icons', getCSS: () => ICON_CSS },
    // 'Geist Fallback', Arial with Geist's metrics (scripts/lib/font-metrics.ts), before anything.
    { layer: 'preflights', getCSS: () => fallbackFontFaces() },
  ],
  transformers: [transformerVariantGroup()],
  // Colours without the opacity variable: `--un-bg-opacity:1;background-color:rgb(… / var(--un-bg-opacity))`
  // becomes `background-color:rgb(…)`. Shorter, and no var() to resolve for every element. The site
  // sets opacity with the slash syntax (bg-white/5), never with bg-opacity-* utilities.
  postprocess: (util) => {
    const opaque = util.entries
      .filter(([name, value]) => /^--un-[a-z-]+-opacity$/.test(name) && String(value) === '1')
      .map(([name]) => name);
    if (opaque.length === 0) return;
    util.entries = util.entries
      .filter(([name]) => !opaque.includes(name))
      .map(([name, value]) => [
        name,
        typeof value === 'string'
          ? opaque.reduce((text, variable) => text.replaceAll(` / var(${variable})`, ''), value)
          : value,
      ]);
  },
  theme: {
    // Every colour reads its custom property (src/features/theme/colors.ts, written into :root below).
    colors: themeColors(),
    fontFamily: {
      sans: "'Geist', 'Geist Fallback', ui-sans-serif, system-ui, sans-serif",
    },
    fontSize: {
      // [size, line-height]
      xs: ['0.8125rem', '1.25rem'],
      sm: ['0.9375rem', '1.5rem'],
      base: ['1.0625rem', '1.65'],
      lg: ['1.1875rem', '1.6'],
      xl: ['1.375rem', '1.45'],
      '2xl': ['1.75rem', '1.25'],
      '3xl': ['2.25rem', '1.15'],
      '4xl': ['2.75rem', '1.08'],
      '5xl': ['3.5rem', '1.04'],
      '6xl': ['4.5rem', '1.02'],
    },
    borderRadius: {
      sm: '0.5rem',
      DEFAULT: '0.75rem',
      lg: '1rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      full: '9999px',
    },
    boxShadow: {
      card: '0 1px 2px rgb(var(--color-shadow) / 0.04), 0 8px 24px -12px rgb(var(--color-shadow) / 0.12)',
      lift: '0 2px 4px rgb(var(--color-shadow) / 0.06), 0 24px 48px -24px rgb(var(--color-shadow) / 0.28)',
      glow: '0 12px 32px -12px rgb(var(--color-accent) / 0.55)',
    },
    // In em (640, 768, 1024, 1280 px at the default text size): when a visitor enlarges the text
    // in their browser settings, the layout steps down as it does on a narrower screen.
    breakpoints: {
      sm: '40em',
      md: MOBILE_BREAKPOINT_EM,
      lg: '64em',
      xl: '80em',
    },
  },
  shortcuts: {
    wrap: 'mx-auto w-full max-w-[75rem] px-5 sm:px-8',

    btn: [
      'inline-flex min-h-12 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full',
      'px-6 text-sm font-semibold transition-[background-color,color,box-shadow,transform] duration-200 disabled:cursor-progress',
    ],
    'btn-primary':
      'btn bg-accent-fill text-white shadow-glow hover:bg-accent-fill-strong active:translate-y-px',
    'btn-secondary':
      'btn border border-line bg-surface text-ink hover:(border-ink/30 bg-paper) active:translate-y-px',
    'btn-on-ink': 'btn bg-white text-night hover:bg-night-text/85 active:translate-y-px',
    'btn-ghost-on-ink':
      'btn border border-white/20 text-night-text hover:(border-white/40 bg-white/5) active:translate-y-px',
    card: 'rounded-2xl border border-line bg-surface',
    // The largest titles after the hero's (a case study's, the closing banner's): 32 px on phones, 60 px from 1024 px.
    'display-title':
      'text-[2rem] font-semibold leading-[1.1] tracking-[-0.04em] sm:text-4xl md:text-5xl lg:text-6xl',
    // The small capitals over a title or a value.
    eyebrow: 'text-xs font-semibold uppercase tracking-[0.14em]',
    // Cells on a grid whose 1px gaps show the line colour (the expertise grid).
    'hairline-grid': 'grid gap-px overflow-hidden rounded-2xl border border-line bg-line',
    'icon-tile':
      'grid size-11 place-items-center rounded-xl bg-accent-soft text-accent [&>svg]:size-5',

    // The header's bar (logo left, links or the menu toggle right); the open menu draws the same.
    'header-bar': 'wrap flex h-16 items-center justify-between gap-4 md:h-18 lg:gap-6',
    'site-header':
      'fixed inset-x-0 top-0 z-50 border-b border-transparent transition-[transform,background-color,border-color,backdrop-filter] duration-300',

    'footer-link':
      '-mx-2 inline-flex min-h-10 items-center rounded-lg px-2 text-sm text-night-text/90 transition-colors hover:text-white',
    'contact-line':
      '-mx-2 inline-flex min-h-10 items-center gap-3 rounded-lg px-2 font-medium hover:text-accent',

    // A link in running text: the legal pages and the lines that lead to them.
    'legal-link':
      'inline-block rounded-sm font-medium text-accent underline decoration-accent/40 underline-offset-3 hover:decoration-accent',

    // Below 768 px a 56 px round icon button; its label stays its name.
    'btn-floating':
      'btn bg-ink text-paper shadow-lift ring-1 ring-paper/10 hover:bg-ink-soft active:translate-y-px max-md:(size-14 px-0 [&>svg]:size-5)',

    // A row of choices in a pill (the language and theme switches), the current one inked.
    segmented:
      'inline-flex shrink-0 items-center gap-0.5 rounded-full border border-line bg-surface p-0.5',
    segment:
      'grid place-items-center rounded-full font-semibold text-muted transition-colors hover:text-ink aria-[current=true]:(bg-ink text-paper)',
    'menu-toggle':
      '-mr-1.5 grid size-11 place-items-center rounded-full border border-line bg-surface text-ink transition-colors hover:bg-paper',

    'toast-action':
      'mt-2 flex w-fit min-h-8 items-center rounded-full border border-current px-3 text-sm font-semibold underline-offset-2 hover:underline',

    input: [
      'block w-full min-h-12 rounded-xl border border-line-field bg-surface px-4 text-base text-ink',
      'placeholder:text-muted-soft transition-colors hover:border-ink/70 disabled:(cursor-not-allowed bg-paper text-muted)',
      'aria-[invalid=true]:border-danger',
    ],
  },
});
