/**
 * The languages of the site. The first is the default, served at `/`; every other one at
 * `/<code>/`. To add one: its translations in src/content/locales/<code>/site.json (a copy of the
 * English file, translated), and a line here and in src/content/copy.ts.
 */
export const locales = [
  { code: 'en', ogLocale: 'en_US' },
  { code: 'de', ogLocale: 'de_DE' },
] as const;

export type Locale = (typeof locales)[number]['code'];

export const defaultLocale: Locale = locales[0].code;

/** The languages with a path of their own, `/<code>/`: all but the default. */
export const prefixedLocales = locales
  .filter(({ code }) => code !== defaultLocale)
  .map(({ code }) => code);

/** The path of a locale's home page: `/` for the default, `/de/` for German. */
export const localePath = (locale: Locale, path = '/'): string =>
  locale === defaultLocale ? path : `/${locale}${path}`;

export const isLocale = (value: unknown): value is Locale =>
  locales.some(({ code }) => code === value);
