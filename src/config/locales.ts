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

/** The pages beside the home page, at each language's own slug: what its visitors would guess. */
const pageSlugs = {
  imprint: { en: 'imprint', de: 'impressum' },
  privacy: { en: 'privacy', de: 'datenschutz' },
} as const satisfies Record<string, Record<Locale, string>>;

export type SubPage = keyof typeof pageSlugs;

export const subPages = Object.keys(pageSlugs) as SubPage[];

/** A page's path in one language (`/de/impressum/`); the home page without `page`. */
export const pagePath = (locale: Locale, page?: SubPage): string =>
  localePath(locale, page ? `/${pageSlugs[page][locale]}/` : '/');

/** A path in every language: a page's twins for hreflang, the language links and the sitemap. */
const everyLocale = (path: (locale: Locale) => string) =>
  Object.fromEntries(locales.map(({ code }) => [code, path(code)])) as Record<Locale, string>;

export const pagePaths = (page?: SubPage) => everyLocale((code) => pagePath(code, page));

/** A case study's page in one language (`/de/work/ledgerline/`): the same slug in every language. */
export const workPath = (locale: Locale, slug: string): string =>
  localePath(locale, `/work/${slug}/`);

export const workPaths = (slug: string) => everyLocale((code) => workPath(code, slug));

/** The slugs a language's routes prerender, and the page a slug is. */
export const subPageSlugs = (locale: Locale) => subPages.map((page) => pageSlugs[page][locale]);
export const subPageOfSlug = (locale: Locale, slug: string) =>
  subPages.find((page) => pageSlugs[page][locale] === slug);

export const countryName = (locale: Locale, code: string) =>
  code ? new Intl.DisplayNames(locale, { type: 'region' }).of(code) : undefined;
