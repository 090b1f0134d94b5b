// What a built page fetches before any interaction (HTML, fonts, icon, payload, the loader's modules,
// their imports and the idle chunks): .size-limit.ts weighs these, and tests/e2e/budgets.spec.ts
// checks the page fetches exactly these, so no new chunk slips past the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { elementsOf, isLink, preloadedFonts } from '../waku-output/html.ts';

/** Chunks the page imports once idle, without any interaction, by their file-name prefix. */
const IDLE_CHUNKS = ['lenis', 'reveal-motion'];

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
const PUBLIC_DIR = join(PROJECT_ROOT, 'dist', 'public');

/** The /assets/ URL paths of one extension a text names (in attributes, CSS or JS strings). */
const assetPaths = (text: string, extension: string) => [
  ...new Set(text.match(new RegExp(`/assets/[\\w.-]+\\.${extension}\\b`, 'g'))),
];

/** The modules a module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    ([, file]) => `/assets/${file}`,
  );

/** The URL paths of a page's first load, each once. */
export const firstLoadPaths = (root = PUBLIC_DIR, page = 'index.html') => {
  const html = readFileSync(join(root, page), 'utf8');
  const icons = elementsOf(html)
    .filter((link) => isLink(link, 'icon') && link.attributes.get('type') === 'image/svg+xml')
    .flatMap((link) => link.attributes.get('href') ?? []);
  const assets = readdirSync(join(root, 'assets'));
  const idle = IDLE_CHUNKS.map((name) => {
    const chunks = assets.filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
    if (chunks.length !== 1) {
      throw new Error(`Expected one ${name}-*.js chunk in ${root}/assets, found ${chunks.length}`);
    }
    return `/assets/${chunks[0]}`;
  });
  const scripts = [...assetPaths(html, 'js'), ...idle];
  for (const script of scripts) {
    for (const imported of staticImports(readFileSync(join(root, script), 'utf8'))) {
      if (!scripts.includes(imported)) scripts.push(imported);
    }
  }
  return {
    html: `/${page.replace(/(^|\/)index\.html$/, '$1')}`,
    fonts: preloadedFonts(html),
    icons,
    payload: assetPaths(html, 'txt'),
    scripts,
  };
};

/** A URL path of the first load as a file of dist/public, relative to the project (for size-limit). */
export const fileOf = (path: string) =>
  relative(PROJECT_ROOT, join(PUBLIC_DIR, path.endsWith('/') ? `${path}index.html` : path));
