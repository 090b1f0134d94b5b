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
// handed to Waku in pieces (`payloadInPieces`).
//
// The entry imports React DOM's client on its own (src/hydrate-root.ts), so that it evaluates in a
// task of its own; the loader preloads that chunk with the others, so the split costs no round trip.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { runInThisContext } from 'node:vm';
import { contentHash, filesEndingWith } from '../lib/files.ts';
import {
  bootstrapOf,
  entryImportOf,
  hydrateRootChunks,
  prefetchedRscPath,
} from './client-entry.ts';
import { flightScripts, readFlight } from './flight-data.ts';
import { applyEdits, elementsOf, isLink, removal } from './html.ts';
import { expectShape } from './shape.ts';

const REWRITE = 'defer-hydration';

/** The bytes of the RSC payload the client parses in one task (see `payloadInPieces`). */
export const PAYLOAD_PIECE = 8192;

/**
 * The payload response handed to Waku a piece of `size` bytes at a time, one piece per task. The
 * payload has arrived whole by the time hydration reads it, and the RSC client parses all it is
 * given in one go: 65 kB, 25 ms of one task on a phone-speed CPU. In pieces, the parse runs in short
 * tasks between which the browser can answer a tap, and React starts on the rows as they come.
 * Browser code, kept as text because it is copied into the loader script as it is.
 */
export const PAYLOAD_IN_PIECES = `function payloadInPieces(response, size) {
  if (!response.ok || !response.body) return response;
  return response.arrayBuffer().then((buffer) => {
    let offset = 0;
    const body = new ReadableStream({
      pull: (controller) =>
        new Promise((resolve) => {
          setTimeout(() => {
            const length = Math.min(size, buffer.byteLength - offset);
            controller.enqueue(new Uint8Array(buffer, offset, length));
            offset += length;
            if (offset >= buffer.byteLength) controller.close();
            resolve();
          });
        }),
    });
    const { status, statusText, headers } = response;
    return new Response(body, { status, statusText, headers });
  });
}`;

/** The same function, for the unit tests. */
export const payloadInPieces: (response: Response, size: number) => Response | Promise<Response> =
  runInThisContext(`(${PAYLOAD_IN_PIECES})`);

/**
 * The script that loads the page's modules once the first contentful paint is on screen: the
 * browser reports it (a `paint` performance entry) after the frame is presented, which can be
 * a few frames after the main thread painted it. A hidden tab paints nothing and a browser without
 * paint timing reports nothing: those load at once, and a page whose first paint never comes
 * loads after FALLBACK_MS anyway.
 */
export const FALLBACK_MS = 3000;

export type Payload = { rscPath: string; href: string };

export const afterFirstPaintLoader = (
  entry: string,
  preloads: readonly string[],
  payload: Payload | null = null,
): string => {
  const links = preloads.filter((href) => href !== entry);
  const fetchPayload = payload
    ? `globalThis.__WAKU_PREFETCHED__[${JSON.stringify(payload.rscPath)}]=fetch(${JSON.stringify(payload.href)}).then((r)=>(${PAYLOAD_IN_PIECES})(r,${PAYLOAD_PIECE}));`
    : '';
  return [
    `{let done=false;const load=()=>{if(done)return;done=true;${fetchPayload}`,
    `for(const href of ${JSON.stringify(links)}){`,
    "const link=document.createElement('link');",
    "link.rel='modulepreload';link.href=href;link.crossOrigin='';document.head.append(link)}",
    `import(${JSON.stringify(entry)})};`,
    "if(document.hidden||!PerformanceObserver.supportedEntryTypes?.includes('paint'))load();",
    "else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true});",
    `setTimeout(load,${FALLBACK_MS})}}`,
  ].join('');
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
