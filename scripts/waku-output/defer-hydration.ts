// Loading the client JavaScript after the first paint instead of with it. Waku writes
// `<link rel="modulepreload">` for every module of the page in the head and starts hydration with
// `import("/assets/<entry>.js")` at the end of the bootstrap script (client-entry.ts). On a slow
// connection the ~95 kB of modules then share the bandwidth with the HTML and the font, and on a
// slow CPU hydration can run before the first frame. The rewrite keeps the same modules and the same
// hydration, only later: the bootstrap script waits for the first contentful paint, then adds the
// modulepreload links and imports the entry.
//
// The RSC payload hydration reads leaves the page too: Waku inlines it as scripts after the markup
// (flight-data.ts), about half of the page's bytes, which the browser must download and parse
// before its first paint although nothing uses them until hydration. Fetched by the same loader
// instead, from a content-hashed file in /assets/ (cached for a year like the scripts, so a page
// never hydrates with the payload of another build), it arrives alongside the JavaScript, and is
// handed to Waku in pieces (`payloadInPieces`). The loader is browser code of its own,
// hydration-loader.ts, typed and tested like the rest.
//
// The entry imports React DOM's client on its own (src/hydrate-root.ts), so that it evaluates in a
// task of its own; the loader preloads that chunk with the others, so the split costs no round trip.
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
import { expectShape } from './shape.ts';

const REWRITE = 'defer-hydration';

/** The bytes of the RSC payload the client parses in one task (`payloadInPieces`). */
export const PAYLOAD_PIECE = 8192;

/** When the loader loads anyway if the browser never reports a first paint. */
export const FALLBACK_MS = 3000;

export type Payload = LoaderOptions['payload'];

/**
 * The loader (hydration-loader.ts) as an inline script: the function compiled with its options by
 * esbuild, minified. Compiled from its module rather than taken from `Function.prototype.toString`,
 * because tsx, which runs the build's scripts, rewrites functions with `__name(…)` calls that would
 * not exist in the page.
 */
export const afterFirstPaintLoader = (
  entry: string,
  preloads: readonly string[],
  payload: Payload = null,
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

/**
 * The page with its modulepreload links removed and its entry import deferred to after the first
 * paint; with `payloadHref`, its inline RSC payload removed and fetched from there by the same
 * loader.
 */
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
  expectShape(
    modulepreloads.length > 0,
    REWRITE,
    `<link rel="modulepreload"> links for the page's modules`,
  );
  const preloads = [
    ...new Set([
      ...modulepreloads.map((link) => link.attributes.get('href') ?? '').filter(Boolean),
      ...alsoPreload,
    ]),
  ];
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

/** The step: every page deferred, its payload written to /assets/rsc-<page>-<hash>.txt. */
export const run = async ({ root }: { root: string }) => {
  const done: string[] = [];
  for (const page of filesEndingWith(root, ['.html'])) {
    const html = readFileSync(page, 'utf8');
    const flight = readFlight(html);
    const payloadHref = `/assets/rsc-${basename(page, '.html')}-${contentHash(flight)}.txt`;
    const { entry } = entryImportOf(bootstrapOf(html).text);
    const alsoPreload = hydrateRootChunks(readFileSync(join(root, entry), 'utf8'), entry);
    const result = deferHydration(html, { payloadHref, alsoPreload });
    writeFileSync(join(root, payloadHref), flight);
    writeFileSync(page, result.html);
    done.push(
      `${relative(root, page)} (${result.preloads.length} modules, payload ${payloadHref})`,
    );
  }
  return done.join(', ');
};
