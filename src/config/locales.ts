/** The languages: the first, the default, at `/`, every other at `/<code>/` (README, Languages). */
export const locales = [
  { code: 'en', ogLocale: 'en_US' },
  { code: 'de', ogLocale: 'de_DE' },
] as const;

export type Locale = (typeof locales)[number]['code'];

export const defaultLocale: Locale = locales[0].code;

export const prefixedLocales = locales
  .filter(({ code }) => code !== defaultLocale)
  .map(({ code }) => code);

/** The path of a locale's home page: `/` for the default, `/de/` for German. */
export const localePath = (locale: Locale, path = '/'): string =>
  locale === defaultLocale ? path : `/${locale}${path}`;

export const isLocale = (value: unknown): value is Locale =>
  locales.some(({ code }) => code === value);
