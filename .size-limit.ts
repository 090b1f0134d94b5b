// The page's byte budgets, over the files its first load fetches (scripts/lib/first-load.ts), as
// built in dist/public: `npm run size` after `npm run build`, part of `npm test`. Text is weighed
// gzipped (level 9), as hosts serve it; the font is already compressed (WOFF2) and weighed as is.
import type { SizeLimitConfig } from 'size-limit';
import { fileOf, firstLoadPaths } from './scripts/lib/first-load.ts';

const page = firstLoadPaths();
const files = (paths: string[]) => paths.map((path) => fileOf(path));

export default [
  {
    name: 'JS loaded before any interaction',
    path: files(page.scripts),
    limit: '100 kB',
    gzip: true,
  },
  { name: 'HTML', path: files([page.html]), limit: '30 kB', gzip: true },
  { name: 'Fonts', path: files(page.fonts), limit: '20 kB', brotli: false },
  {
    name: 'All first-load bytes',
    path: files([page.html, ...page.fonts, ...page.icons, ...page.payload, ...page.scripts]),
    limit: '200 kB',
    gzip: true,
  },
] satisfies SizeLimitConfig;
