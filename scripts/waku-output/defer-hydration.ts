// The modules and the RSC payload loaded after the first paint by a loader in the bootstrap script,
// in place of its entry import (docs/performance.md, decisions 4 and 5).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { contentHash, filesEndingWith } from '../lib/files.ts';
import {
  bootstrapOf,
  entryImportOf,
  hydrateRootChunks,
  prefetchedRscPath,
} from './client-entry.ts';
import { flightScripts, readFlight } from './flight-data.ts';
import { applyEdits, elementsOf, isLink, removal } from './html.ts';
import type { LoaderOptions } from './hydration-loader.ts';
import { isOff, shapeCheck } from './shape.ts';

const expectShape = shapeCheck('defer-hydration');

/** The bytes of the RSC payload the client parses in one task (`payloadInPieces`). */
const PAYLOAD_PIECE = 8192;

/** When the loader loads anyway if the browser never reports a first paint. */
export const FALLBACK_MS = 3000;

/**
 * The loader as an inline script, compiled from its module by esbuild: `Function.prototype.toString`
 * would carry the `__name(…)` calls tsx adds, which do not exist in the page.
 */
export const afterFirstPaintLoader = (
  entry: string,
  preloads: readonly string[],
  payload: LoaderOptions['payload'] = null,
): string => {
  const options: LoaderOptions = {
    entry,
    preloads: preloads.filter((href) => href !== entry),
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

/** The page without modulepreload links (nor, with `payloadHref`, its inline payload), loaded later. */
export const deferHydration = (
  html: string,
  {
    payloadHref = null,
    alsoPreload = [],
  }: { payloadHref?: string | null; alsoPreload?: readonly string[] } = {},
) => {
  const bootstrap = bootstrapOf(html);
  const { code, entry } = entryImportOf(bootstrap.text);
  const modulepreloads = elementsOf(html).filter((element) => isLink(element, 'modulepreload'));
  expectShape(modulepreloads.length > 0, `<link rel="modulepreload"> links for the page's modules`);
  const hrefs = modulepreloads.flatMap((link) => link.attributes.get('href') || []);
  const preloads = [...new Set([...hrefs, ...alsoPreload])];
  const payload = payloadHref
    ? { rscPath: prefetchedRscPath(bootstrap.text), href: payloadHref }
    : null;
  const kept = bootstrap.text.slice(0, bootstrap.text.length - code.length);
  const rewritten = applyEdits(html, [
    {
      start: bootstrap.textStart,
      end: bootstrap.textStart + bootstrap.text.length,
      text: kept + afterFirstPaintLoader(entry, preloads, payload),
    },
    ...modulepreloads.map(removal),
    ...(payload ? flightScripts(html).map(removal) : []),
  ]);
  return { html: rewritten, entry, preloads };
};

/**
 * The step: every page deferred, its payload written to /assets/rsc-<page>-<hash>.txt, content-hashed
 * so it is cached a year like the scripts and a page never hydrates with another build's payload.
 */
export const run = async ({ root }: { root: string }) => {
  const done: string[] = [];
  for (const page of filesEndingWith(root, ['.html'])) {
    const html = readFileSync(page, 'utf8');
    const flight = readFlight(html);
    const payloadHref = `/assets/rsc-${basename(page, '.html')}-${contentHash(flight)}.txt`;
    const { entry } = entryImportOf(bootstrapOf(html).text);
    const entrySource = readFileSync(join(root, entry), 'utf8');
    const alsoPreload = isOff('client-entry') ? [] : hydrateRootChunks(entrySource, entry);
    const { html: deferred, preloads } = deferHydration(html, { payloadHref, alsoPreload });
    writeFileSync(join(root, payloadHref), flight);
    writeFileSync(page, deferred);
    done.push(`${relative(root, page)} (${preloads.length} modules, payload ${payloadHref})`);
  }
  return done.join(', ');
};
