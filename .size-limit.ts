// The pages' byte budgets, over the files each page's first load fetches (scripts/lib/first-load.ts),
// as built in dist/public, for the home page of every language: `npm run size` after `npm run build`,
// part of `npm test`. Text is weighed gzipped (level 9), as hosts serve it; the font is already
// compressed (WOFF2) and weighed as is.
import type { SizeLimitConfig } from 'size-limit';
import { fileOf, firstLoadPaths } from './scripts/lib/first-load.ts';
import { localePath, locales } from './src/config/locales.ts';

const files = (paths: string[]) => paths.map((path) => fileOf(path));

export default locales.flatMap(({ code }) => {
  const page = firstLoadPaths(undefined, `${localePath(code).slice(1)}index.html`);
  return [
    {
      name: `${code}: JS loaded before any interaction`,
      path: files(page.scripts),
      limit: '100 kB',
      gzip: true,
    },
    { name: `${code}: HTML`, path: files([page.html]), limit: '30 kB', gzip: true },
    { name: `${code}: Fonts`, path: files(page.fonts), limit: '20 kB', brotli: false },
    {
      name: `${code}: All first-load bytes`,
      path: files([page.html, ...page.fonts, ...page.icons, ...page.payload, ...page.scripts]),
      limit: '200 kB',
      gzip: true,
    },
  ];
}) satisfies SizeLimitConfig;
