import { runInNewContext } from 'node:vm';

type PaintObserver = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

type Options = { hidden?: boolean; paintTiming?: boolean; fetch?: (href: string) => Response };

/**
 * Runs a page's bootstrap script (scripts/waku-output/hydration-loader.ts) with stand-ins for the
 * browser globals it uses, recording what it fetches, preloads and imports, and the timers it sets.
 */
export const runLoader = (source: string, options: Options = {}) => {
  const { hidden = false, paintTiming = true, fetch = () => new Response('') } = options;
  const log: string[] = [];
  const observers: PaintObserver[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const context = {
    self: {},
    document: {
      hidden,
      createElement: () => ({}),
      head: {
        append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`),
      },
    },
    PerformanceObserver: class {
      static supportedEntryTypes = paintTiming ? ['paint'] : [];
      constructor(callback: PaintObserver) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
    fetch: (href: string) => {
      log.push(`fetch ${href}`);
      return Promise.resolve(fetch(href));
    },
    // The payload's pieces come a task apart (timeouts of 0); any other timer waits for the test.
    setTimeout: (callback: () => void, ms = 0) =>
      ms === 0 ? setTimeout(callback) : timers.push({ callback, ms }),
    // `import(…)` is syntax, not a function: the sandbox has one under another name.
    __import: (href: string) => log.push(`import ${href}`),
    Response,
    ReadableStream,
    TextEncoder,
    Promise,
  } as Record<string, unknown> & { __WAKU_PREFETCHED__?: Record<string, Promise<Response>> };
  runInNewContext(source.replaceAll('import(', '__import('), context);
  /** Reports a paint entry of this name to the page's observers. */
  const paint = (name: string) => {
    for (const observer of observers) {
      observer(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => {} },
      );
    }
  };
  return { log, timers, paint, prefetched: context.__WAKU_PREFETCHED__ ?? {} };
};
