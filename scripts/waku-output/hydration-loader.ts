// Browser code: the loader defer-hydration.ts writes into each page's bootstrap script in place of
// Waku's entry import. It is compiled into the page at build time (`loaderScript`), so it may use
// the browser's globals and what this module holds, nothing else.

declare global {
  /** The RSC responses Waku's client reads at hydration, keyed by RSC path (set by the bootstrap). */
  var __WAKU_PREFETCHED__: Record<string, Promise<Response> | Response>;
}

export type LoaderOptions = {
  /** The client entry the bootstrap imported. */
  entry: string;
  /** The page's other modules, preloaded when loading starts (the entry's import fetches the entry). */
  preloads: readonly string[];
  /** The RSC payload moved out of the page: fetched from `href`, handed to Waku under `rscPath`. */
  payload: { rscPath: string; href: string } | null;
  /** The bytes of the payload the client parses in one task (`payloadInPieces`). */
  pieceSize: number;
  /** When to load anyway if no first paint is ever reported. */
  fallbackMs: number;
};

/**
 * The payload response handed to Waku a piece of `size` bytes at a time, one piece per task. The
 * payload has arrived whole by the time hydration reads it, and the RSC client parses all it is
 * given in one go: 65 kB, 25 ms of one task on a phone-speed CPU. In pieces, the parse runs in short
 * tasks between which the browser can answer a tap, and React starts on the rows as they come.
 */
export const payloadInPieces = (response: Response, size: number): Response | Promise<Response> => {
  if (!response.ok || !response.body) return response;
  return response.arrayBuffer().then((buffer) => {
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) =>
        new Promise<void>((resolve) => {
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
};

/**
 * Loads the page's modules (and its payload) once the first contentful paint is on screen: the
 * browser reports it (a `paint` performance entry) after the frame is presented, which can be a few
 * frames after the main thread painted it. A hidden tab paints nothing and a browser without paint
 * timing reports nothing: those load at once, and a page whose first paint never comes loads after
 * `fallbackMs` anyway. Whatever comes first loads, once.
 */
export const loadAfterFirstPaint = (options: LoaderOptions): void => {
  const { entry, preloads, payload, pieceSize, fallbackMs } = options;
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    if (payload) {
      globalThis.__WAKU_PREFETCHED__[payload.rscPath] = fetch(payload.href).then((response) =>
        payloadInPieces(response, pieceSize),
      );
    }
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    }
    import(entry);
  };
  if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    load();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, fallbackMs);
};
