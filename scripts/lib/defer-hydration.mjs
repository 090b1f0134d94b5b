// Loading the client JavaScript after the first paint instead of with it, as pure functions on the
// prerendered HTML. Waku writes `<link rel="modulepreload">` for every module of the page in the
// head and starts hydration with `import("/assets/<entry>.js")` at the end of the bootstrap script
// (`<script id="_R_">`). On a slow connection the ~95 kB of modules then share the bandwidth with
// the HTML and the font, and on a slow CPU hydration can run before the first frame. The rewrite
// keeps the same modules and the same hydration, only later: the bootstrap script waits for the
// first contentful paint, then adds the modulepreload links and imports the entry.
//
// The RSC payload hydration reads can leave the page too (`payloadHref`): Waku inlines it as
// scripts after the markup, about half of the page's bytes, which the browser must download and
// parse before its first paint although nothing uses them until hydration. Fetched by the same
// loader instead, from a content-hashed file, it arrives alongside the JavaScript, and is handed to
// Waku in pieces (`payloadInPieces`).
//
// The entry imports React DOM's client on its own (src/hydrate-root.ts), so that it evaluates in a
// task of its own; the loader preloads that chunk with the others (`hydrateRootChunks`), so the
// split costs no round trip.

import { removeFlight } from './flight-data.mjs';

const MODULEPRELOAD = /<link\b(?=[^>]*\srel="modulepreload")[^>]*>/gi;
const BOOTSTRAP = /(<script id="_R_">)([\s\S]*?)(<\/script>)/;
const ENTRY_IMPORT = /import\("([^"]+)"\)\s*$/;

const hrefOf = (tag) => /\shref="([^"]*)"/.exec(tag)?.[1];

/** The entry module the bootstrap script imports, if the page has Waku's bootstrap script. */
export const entryOf = (html) => {
  const bootstrap = BOOTSTRAP.exec(html)?.[2];
  return bootstrap === undefined ? undefined : ENTRY_IMPORT.exec(bootstrap)?.[1];
};

const HYDRATE_ROOT_IMPORT = /\bimport\(\s*["']\.\/(hydrate-root-[\w-]+\.js)["']\s*\)/g;

/**
 * The chunks of src/hydrate-root.ts (React DOM's client) that the entry chunk's source imports, as
 * URLs beside the entry's: hydration needs them as soon as the entry has run.
 */
export const hydrateRootChunks = (entrySource, entryHref) => {
  const dir = entryHref.slice(0, entryHref.lastIndexOf('/') + 1);
  return [...new Set([...entrySource.matchAll(HYDRATE_ROOT_IMPORT)].map(([, file]) => dir + file))];
};

/** The bytes of the RSC payload the client parses in one task (see `payloadInPieces`). */
export const PAYLOAD_PIECE = 8192;

/**
 * The payload response handed to Waku a piece of `size` bytes at a time, one piece per task. The
 * payload has arrived whole by the time hydration reads it, and the RSC client parses all it is
 * given in one go: 65 kB, 25 ms of one task on a phone-speed CPU. In pieces, the parse runs in short
 * tasks between which the browser can answer a tap, and React starts on the rows as they come.
 * Its source is copied into the loader script, so it uses nothing from this module.
 */
export function payloadInPieces(response, size) {
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
}

/**
 * The script that loads the page's modules once the first contentful paint is on screen: the
 * browser reports it (a `paint` performance entry) after the frame is presented, which can be
 * a few frames after the main thread painted it. A hidden tab paints nothing and a browser without
 * paint timing reports nothing: those load at once, and a page whose first paint never comes
 * loads after FALLBACK_MS anyway.
 */
export const FALLBACK_MS = 3000;

export const afterFirstPaintLoader = (entry, preloads, payload = null) => {
  const links = preloads.filter((href) => href !== entry);
  const fetchPayload = payload
    ? `globalThis.__WAKU_PREFETCHED__[${JSON.stringify(payload.rscPath)}]=fetch(${JSON.stringify(payload.href)}).then((r)=>(${payloadInPieces})(r,${PAYLOAD_PIECE}));`
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

/** The RSC path whose response the bootstrap script hands to Waku (`"R/_root"` for the home page). */
export const prefetchedRscPath = (bootstrap) => {
  const literal = /__WAKU_PREFETCHED__\s*=\s*\{\s*("(?:[^"\\]|\\.)*")\s*:/.exec(bootstrap)?.[1];
  return literal === undefined ? undefined : JSON.parse(literal);
};

/**
 * The page with its modulepreload links removed from the markup and its entry import deferred to
 * after the first paint; with `payloadHref`, its inline RSC payload removed and fetched from there
 * by the same loader. A page without Waku's bootstrap script is returned as it is.
 */
export const deferHydration = (html, { payloadHref = null, alsoPreload = [] } = {}) => {
  const bootstrap = BOOTSTRAP.exec(html);
  // No bootstrap script, or one this step already rewrote.
  if (!bootstrap || bootstrap[2].includes('first-contentful-paint')) {
    return { html, entry: null, preloads: [] };
  }
  const entry = ENTRY_IMPORT.exec(bootstrap[2])?.[1];
  if (!entry) throw new Error('The bootstrap script does not end with import("…") any more');
  const preloads = [
    ...new Set([
      ...[...html.matchAll(MODULEPRELOAD)].map(([tag]) => hrefOf(tag)).filter(Boolean),
      ...alsoPreload,
    ]),
  ];
  let payload = null;
  if (payloadHref) {
    const rscPath = prefetchedRscPath(bootstrap[2]);
    if (!rscPath) throw new Error('The bootstrap script no longer sets __WAKU_PREFETCHED__');
    payload = { rscPath, href: payloadHref };
  }
  const script = bootstrap[2].replace(
    ENTRY_IMPORT,
    afterFirstPaintLoader(entry, preloads, payload),
  );
  let rewritten = html
    .replace(BOOTSTRAP, (_, open, _body, close) => `${open}${script}${close}`)
    .replace(MODULEPRELOAD, '');
  if (payload) rewritten = removeFlight(rewritten);
  return { html: rewritten, entry, preloads };
};
