// Which not-found page answers an unknown path, for the local server, Vercel and Netlify alike: the
// one of the language folder the path is in (/de/… gets /de/404.html), else /404.html.
import { prefixedLocales } from '../../src/config/locales.ts';

export const notFoundRules = (): { prefix: string; page: string }[] => [
  ...prefixedLocales.map((code) => ({ prefix: `/${code}/`, page: `/${code}/404.html` })),
  { prefix: '/', page: '/404.html' },
];

export const notFoundPageFor = (path: string): string =>
  notFoundRules().find(({ prefix }) => `${path}/`.startsWith(prefix))?.page ?? '/404.html';

export const renderRedirectsFile = (): string =>
  `${notFoundRules()
    .map(({ prefix, page }) => `${prefix}*  ${page}  404`)
    .join('\n')}\n`;
