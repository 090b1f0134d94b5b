// What a visitor's browser fetches for a built page before any interaction, read from dist/public:
// the HTML, the fonts it preloads, its icon, the RSC payload and the modules its loader lists
// (scripts/waku-output/defer-hydration.ts), the modules those import statically, and the chunks the page
// imports at its first idle moments (Lenis and the reveals' motion). The byte budgets
// (.size-limit.ts) weigh exactly these files; tests/e2e/budgets.spec.ts checks that the page
// fetches exactly these, so a new chunk on the first load cannot slip past the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { elementsOf, isLink, type PageElement, tokensOf } from '../waku-output/html.ts';

/** Chunks the page imports once idle, without any interaction, by their file-name prefix. */
export const IDLE_CHUNKS = ['lenis', 'reveal-motion'];

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
export const PUBLIC_DIR = join(PROJECT_ROOT, 'dist', 'public');

export type FirstLoad = {
  html: string;
  fonts: string[];
  icons: string[];
  payload: string[];
  scripts: string[];
};

const unique = (paths: Iterable<string>) => [...new Set(paths)];

/** The /assets/ URL paths of one extension a text names (in attributes, CSS or JS strings). */
const assetPaths = (text: string, extension: string) =>
  unique(
    text.matchAll(new RegExp(`/assets/[\\w.-]+\\.${extension}\\b`, 'g')).map(([path]) => path),
  );

/** The modules a module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    ([, file]) => `/assets/${file}`,
  );

/** The URL paths of a page's first load, each once. */
export const firstLoadPaths = (root = PUBLIC_DIR, page = 'index.html'): FirstLoad => {
  const html = readFileSync(join(root, page), 'utf8');
  const hrefs = (keep: (link: PageElement) => boolean) =>
    elementsOf(html)
      .filter(keep)
      .flatMap((link) => link.attributes.get('href') ?? []);
  const fonts = hrefs((link) => isLink(link, 'preload') && tokensOf(link, 'as').includes('font'));
  const icons = hrefs(
    (link) => isLink(link, 'icon') && link.attributes.get('type') === 'image/svg+xml',
  );
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
    fonts,
    icons,
    payload: assetPaths(html, 'txt'),
    scripts,
  };
};

/** A URL path of the first load as a file of `root`, relative to the project (for size-limit). */
export const fileOf = (path: string, root = PUBLIC_DIR) =>
  relative(PROJECT_ROOT, join(root, path.endsWith('/') ? `${path}index.html` : path));
