// Modules and RSC payload loaded after the first paint by a loader in Waku's bootstrap script (docs/performance.md, 4).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { contentHash, filesEndingWith } from '../lib/files.ts';
import { flightScripts, readFlight } from './flight-data.ts';
import { applyEdits, elementsOf, isLink, removal } from './html.ts';
import type { LoaderOptions } from './hydration-loader.ts';
import { shapeCheck } from './shape.ts';

const expectShape = shapeCheck('defer-hydration');
const ENTRY_IMPORT = /import\("([^"]+)"\)\s*$/;
/** The RSC path whose response the bootstrap hands to Waku (`"R/_root"` for the home page). */
const PREFETCHED = /__WAKU_PREFETCHED__\s*=\s*\{\s*("(?:[^"\\]|\\.)*")\s*:/;

/** The bytes of the RSC payload the client parses in one task (`payloadInPieces`). */
const PAYLOAD_PIECE = 8192;

/** When the loader loads anyway if the browser never reports a first paint. */
export const FALLBACK_MS = 3000;

/** The loader compiled by esbuild: its toString() would call tsx's `__name`, which the page lacks. */
export const afterFirstPaintLoader = (
  entry: string,
  preloads: readonly string[],
  payload: LoaderOptions['payload'] = null,
): string => {
  const options: LoaderOptions = {
    entry,
    preloads: [...new Set(preloads)].filter((href) => href !== entry),
    payload,
    pieceSize: PAYLOAD_PIECE,
    fallbackMs: FALLBACK_MS,
  };
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { loadAfterFirstPaint } from './hydration-loader.ts';
loadAfterFirstPaint(${JSON.stringify(options)});`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  return outputFiles[0]?.text.trim() ?? '';
};

export const deferHydration = (html: string, payloadHref: string) => {
  const bootstrap = expectShape(
    elementsOf(html).find(
      (script) => script.name === 'script' && script.attributes.get('id') === '_R_',
    ),
    `Waku's bootstrap script <script id="_R_"> in each prerendered page`,
  );
  const [code, entry = ''] = expectShape(
    ENTRY_IMPORT.exec(bootstrap.text),
    'the bootstrap script to end with import("/assets/<entry>.js")',
  );
  const modulepreloads = elementsOf(html).filter((element) => isLink(element, 'modulepreload'));
  expectShape(modulepreloads.length > 0, `<link rel="modulepreload"> links for the page's modules`);
  const preloads = modulepreloads.flatMap((link) => link.attributes.get('href') || []);
  const rscPath = expectShape(
    PREFETCHED.exec(bootstrap.text)?.[1],
    'the bootstrap script to set globalThis.__WAKU_PREFETCHED__ = { "<rsc path>": … }',
  );
  const payload = { rscPath: JSON.parse(rscPath), href: payloadHref };
  const kept = bootstrap.text.slice(0, bootstrap.text.length - code.length);
  return applyEdits(html, [
    {
      start: bootstrap.textStart,
      end: bootstrap.textStart + bootstrap.text.length,
      text: kept + afterFirstPaintLoader(entry, preloads, payload),
    },
    ...modulepreloads.map(removal),
    ...flightScripts(html).map(removal),
  ]);
};

// Payloads content-hashed: cached a year like the scripts, and never another build's.
export const run = async ({ root }: { root: string }) => {
  const done: string[] = [];
  for (const page of filesEndingWith(root, ['.html'])) {
    const html = readFileSync(page, 'utf8');
    const flight = readFlight(html);
    const payloadHref = `/assets/rsc-${basename(page, '.html')}-${contentHash(flight)}.txt`;
    writeFileSync(join(root, payloadHref), flight);
    writeFileSync(page, deferHydration(html, payloadHref));
    done.push(`${relative(root, page)} (payload ${payloadHref})`);
  }
  return done.join(', ');
};
