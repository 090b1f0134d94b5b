// Browser code, compiled by defer-hydration.ts into each page's bootstrap script: browser globals and this module only.

declare global {
  /** The RSC responses Waku's client reads at hydration, keyed by RSC path (set by the bootstrap). */
  var __WAKU_PREFETCHED__: Record<string, Promise<Response> | Response>;
}

export type LoaderOptions = {
  entry: string;
  /** The page's other modules, preloaded when loading starts (the entry's import fetches the entry). */
  preloads: readonly string[];
  /** The RSC payload moved out of the page: fetched from `href`, handed to Waku under `rscPath`. */
  payload: { rscPath: string; href: string } | null;
  pieceSize: number;
  fallbackMs: number;
};

/** The payload handed to Waku `size` bytes per task: parsed whole it was one 25 ms task at 4x CPU. */
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

/** Loads once the first contentful paint is reported; at once without paint timing or when hidden. */
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
