import { defaultLocale, type Locale, locales, pagePaths } from '../../config/locales';

/** Joins the configured site URL (no trailing slash) and a path of the site: `/` gives `https://site/`. */
export const absoluteUrl = (siteUrl: string, path = '/'): string =>
  `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The page in every language and `x-default`, listed on every page: reciprocal, as search engines require. */
export const languageAlternates = (
  siteUrl: string,
  paths: Record<Locale, string> = pagePaths(),
) => [
  ...locales.map(({ code }) => ({ hreflang: code, href: absoluteUrl(siteUrl, paths[code]) })),
  { hreflang: 'x-default', href: absoluteUrl(siteUrl, paths[defaultLocale]) },
];

export const ogLocales = (locale: Locale) => ({
  current: locales.find(({ code }) => code === locale)?.ogLocale ?? locale,
  alternates: locales.filter(({ code }) => code !== locale).map(({ ogLocale }) => ogLocale),
});
