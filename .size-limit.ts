// The byte budgets of each language's home page and case study pages, over the files their first load
// fetches (scripts/lib/first-load.ts): text gzipped, as hosts serve it; the font, WOFF2, as it is.
import { globSync } from 'node:fs';
import { basename } from 'node:path';
import type { SizeLimitConfig } from 'size-limit';
import { fileOf, firstLoadPaths } from './scripts/lib/first-load.ts';
import { localePath, locales, workPath } from './src/config/locales.ts';

const budgets = (name: string, path: string, html = '30 kB') => {
  const page = firstLoadPaths(path);
  const all = [page.html, ...page.fonts, ...page.icons, ...page.payload, ...page.scripts];
  return [
    {
      name: `${name}: JS loaded before any interaction`,
      path: page.scripts.map(fileOf),
      limit: '100 kB',
      gzip: true,
    },
    { name: `${name}: HTML`, path: [fileOf(page.html)], limit: html, gzip: true },
    { name: `${name}: Fonts`, path: page.fonts.map(fileOf), limit: '20 kB', brotli: false },
    { name: `${name}: All first-load bytes`, path: all.map(fileOf), limit: '200 kB', gzip: true },
  ];
};

// A case study's page, the first by its file (the others are built alike; src/content/work.ts).
const [caseFile = ''] = globSync('*.md', { cwd: 'src/content/work/en' }).sort();
const caseSlug = basename(caseFile, '.md');

export default locales.flatMap(({ code }) => [
  ...budgets(code, localePath(code)),
  ...budgets(`${code} case study`, workPath(code, caseSlug), '20 kB'),
]) satisfies SizeLimitConfig;
