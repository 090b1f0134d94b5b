// What a page fetches before any interaction: .size-limit.ts weighs it, budgets.spec.ts checks nothing else loads.
import { globSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { elementsOf, isLink, preloadedFonts } from '../waku-output/html.ts';

/** Chunks the page imports once idle, without any interaction (budgets.spec.ts finds a missing one). */
const IDLE_CHUNKS = ['lenis-*.js', 'reveal-motion-*.js'];

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
const PUBLIC_DIR = join(PROJECT_ROOT, 'dist', 'public');

const assetPaths = (text: string, extension: string) => [
  ...new Set(text.match(new RegExp(`/assets/[\\w.-]+\\.${extension}\\b`, 'g'))),
];

const staticImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    ([, file]) => `/assets/${file}`,
  );

export const firstLoadPaths = (path: string) => {
  const html = readFileSync(join(PUBLIC_DIR, path, 'index.html'), 'utf8');
  const icons = elementsOf(html)
    .filter((link) => isLink(link, 'icon') && link.attributes.get('type') === 'image/svg+xml')
    .flatMap((link) => link.attributes.get('href') ?? []);
  const idle = globSync(IDLE_CHUNKS, { cwd: join(PUBLIC_DIR, 'assets') });
  const scripts = [...assetPaths(html, 'js'), ...idle.map((file) => `/assets/${file}`)];
  for (const script of scripts) {
    for (const imported of staticImports(readFileSync(join(PUBLIC_DIR, script), 'utf8'))) {
      if (!scripts.includes(imported)) scripts.push(imported);
    }
  }
  return {
    html: path,
    fonts: preloadedFonts(html),
    icons,
    payload: assetPaths(html, 'txt'),
    scripts,
  };
};

export const fileOf = (path: string) =>
  relative(PROJECT_ROOT, join(PUBLIC_DIR, path.endsWith('/') ? `${path}index.html` : path));
