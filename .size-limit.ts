// The byte budgets of each language's home page, over the files its first load fetches
// (scripts/lib/first-load.ts): text gzipped, as hosts serve it; the font, already WOFF2, as it is.
import type { SizeLimitConfig } from 'size-limit';
import { fileOf, firstLoadPaths } from './scripts/lib/first-load.ts';
import { localePath, locales } from './src/config/locales.ts';

export default locales.flatMap(({ code }) => {
  const page = firstLoadPaths(undefined, `${localePath(code).slice(1)}index.html`);
  const all = [page.html, ...page.fonts, ...page.icons, ...page.payload, ...page.scripts];
  return [
    {
      name: `${code}: JS loaded before any interaction`,
      path: page.scripts.map(fileOf),
      limit: '100 kB',
      gzip: true,
    },
    { name: `${code}: HTML`, path: [fileOf(page.html)], limit: '30 kB', gzip: true },
    { name: `${code}: Fonts`, path: page.fonts.map(fileOf), limit: '20 kB', brotli: false },
    { name: `${code}: All first-load bytes`, path: all.map(fileOf), limit: '200 kB', gzip: true },
  ];
}) satisfies SizeLimitConfig;
