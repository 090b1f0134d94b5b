import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  afterFirstPaintLoader,
  deferHydration,
  FALLBACK_MS,
} from '../../scripts/lib/defer-hydration.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/client-components.js" crossorigin=""/>',
  '<link rel="modulepreload" href="/assets/runtime.js" crossorigin=""/>',
  '</head><body><main>Hello</main>',
  '<script id="_R_">\n    globalThis.__WAKU_HYDRATE__ = true;\n  import("/assets/runtime.js")</script>',
  '<script>(self.__FLIGHT_DATA||=[]).push("0:{}\\n")</script></body></html>',
].join('');

type Observer = {
  callback: (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;
  disconnected: boolean;
};

/** Runs the loader in a fake browser and records what it does. */
const runLoader = (source: string, { hidden = false, paintTiming = true } = {}) => {
  const log: string[] = [];
  const observers: Observer[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    observer: Observer;
    constructor(callback: Observer['callback']) {
      this.observer = { callback, disconnected: false };
      observers.push(this.observer);
    }
    observe() {}
    disconnect() {
      this.observer.disconnected = true;
    }
  }
  const context = {
    document: {
      hidden,
      createElement: () => ({}) as Record<string, string>,
      head: { append: (link: Record<string, string>) => log.push(`${link.rel} ${link.href}`) },
    },
    PerformanceObserver: FakePerformanceObserver,
    __WAKU_PREFETCHED__: new Proxy(
      {},
      { set: (_, rscPath, value) => Boolean(log.push(`${value} as ${String(rscPath)}`)) },
    ),
    fetch: (href: string) => `fetch ${href}`,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    import: (href: string) => log.push(`import ${href}`),
  };
  // `import(…)` is syntax, not a function: give the sandbox one under another name.
  runInNewContext(source.replace('import(', 'globalThis.import('), context);
  const paint = (name: string) => {
    for (const observer of observers) {
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => Object.assign(observer, { disconnected: true }) },
      );
    }
  };
  return { log, timers, paint };
};

const LOADED = ['modulepreload /assets/client-components.js', 'import /assets/runtime.js'];

describe('deferHydration', () => {
  it('removes the modulepreload links and defers the entry import', () => {
    const { html, entry, preloads } = deferHydration(page);
    expect(entry).toBe('/assets/runtime.js');
    expect(preloads).toEqual(['/assets/client-components.js', '/assets/runtime.js']);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2"');
    expect(html).toContain('globalThis.__WAKU_HYDRATE__ = true;');
    expect(html).toContain(afterFirstPaintLoader('/assets/runtime.js', preloads));
    expect(html).toContain('<script>(self.__FLIGHT_DATA||=[]).push("0:{}\\n")</script>');
  });

  it('can move the RSC payload out of the page, for the loader to fetch', () => {
    const withPrefetch = page.replace(
      'globalThis.__WAKU_HYDRATE__ = true;',
      'globalThis.__WAKU_HYDRATE__ = true;\n    globalThis.__WAKU_PREFETCHED__ = {\n      "R/_root": Promise.resolve(new Response(""))\n    };',
    );
    const { html } = deferHydration(withPrefetch, { payloadHref: '/assets/rsc-index-abc.txt' });
    expect(html).not.toContain('__FLIGHT_DATA');
    expect(html).toContain(
      afterFirstPaintLoader('/assets/runtime.js', ['/assets/client-components.js'], {
        rscPath: 'R/_root',
        href: '/assets/rsc-index-abc.txt',
      }),
    );
    expect(() => deferHydration(page, { payloadHref: '/assets/rsc-index-abc.txt' })).toThrow(
      /__WAKU_PREFETCHED__/,
    );
  });

  it('leaves a page it already rewrote alone', () => {
    const once = deferHydration(page).html;
    expect(deferHydration(once)).toEqual({ html: once, entry: null, preloads: [] });
  });

  it('leaves a page without the bootstrap script alone', () => {
    const html = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(deferHydration(html)).toEqual({ html, entry: null, preloads: [] });
  });

  it('fails loudly when the bootstrap script no longer ends with the entry import', () => {
    expect(() => deferHydration(page.replace('import("/assets/runtime.js")', 'start()'))).toThrow(
      /import/,
    );
  });
});

describe('afterFirstPaintLoader', () => {
  const loader = afterFirstPaintLoader('/assets/runtime.js', [
    '/assets/client-components.js',
    '/assets/runtime.js',
  ]);

  it('loads nothing until the first contentful paint is reported, then loads once', () => {
    const { log, timers, paint } = runLoader(loader);
    expect(log).toEqual([]);
    paint('first-paint');
    expect(log).toEqual([]);
    paint('first-contentful-paint');
    expect(log).toEqual(LOADED);
    for (const timer of timers) timer.callback();
    expect(log).toEqual(LOADED);
  });

  it('fetches the payload for Waku before it imports the entry', () => {
    const withPayload = afterFirstPaintLoader('/assets/runtime.js', [], {
      rscPath: 'R/_root',
      href: '/assets/rsc-index-abc.txt',
    });
    const { log, paint } = runLoader(withPayload);
    paint('first-contentful-paint');
    expect(log).toEqual([
      'fetch /assets/rsc-index-abc.txt as R/_root',
      'import /assets/runtime.js',
    ]);
  });

  it('loads after the fallback delay if no paint is ever reported', () => {
    const { log, timers } = runLoader(loader);
    expect(timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS]);
    timers[0]?.callback();
    expect(log).toEqual(LOADED);
  });

  it('loads at once in a hidden tab, which paints nothing, and without paint timing', () => {
    expect(runLoader(loader, { hidden: true }).log).toEqual(LOADED);
    expect(runLoader(loader, { paintTiming: false }).log).toEqual(LOADED);
  });
});
