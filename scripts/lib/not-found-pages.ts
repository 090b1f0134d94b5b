// Which not-found page answers an unknown path: the one of the language whose folder the path is
// in (/de/… gets /de/404.html), else the default language's /404.html. The local server, the Vercel
// routes and Netlify's _redirects (scripts/postbuild/headers.ts) all follow it.
import { prefixedLocales } from '../../src/config/locales.ts';

export const DEFAULT_NOT_FOUND_PAGE = '/404.html';

/** The not-found page for a URL path. */
export const notFoundPageFor = (path: string): string => {
  const code = prefixedLocales.find(
    (locale) => path === `/${locale}` || path.startsWith(`/${locale}/`),
  );
  return code ? `/${code}/404.html` : DEFAULT_NOT_FOUND_PAGE;
};

/** Each language folder's not-found page, most specific first, then the default. */
export const notFoundRules = (): { prefix: string; page: string }[] => [
  ...prefixedLocales.map((code) => ({ prefix: `/${code}/`, page: `/${code}/404.html` })),
  { prefix: '/', page: DEFAULT_NOT_FOUND_PAGE },
];

/** Netlify's _redirects: unknown paths under each folder get that folder's 404 page, status 404. */
export const renderRedirectsFile = (): string =>
  `${notFoundRules()
    .map(({ prefix, page }) => `${prefix}*  ${page}  404`)
    .join('\n')}\n`;
