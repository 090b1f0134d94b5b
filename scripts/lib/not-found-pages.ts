// The not-found page of an unknown path, for our server, Vercel and Netlify: its language folder's, else /404.html.
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
