import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaintLoader, deferHydration } from '../../scripts/lib/defer-hydration.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/client-components.js" crossorigin=""/>',
  '<link rel="modulepreload" href="/assets/runtime.js" crossorigin=""/>',
  '</head><body><main>Hello</main>',
  '<script id="_R_">\n    globalThis.__WAKU_HYDRATE__ = true;\n  import("/assets/runtime.js")</script>',
  '<script>(self.__FLIGHT_DATA||=[]).push("0:{}\\n")</script></body></html>',
].join('');

/** Runs the loader in a fake browser and records what it does, frame by frame. */
const runLoader = (source: string, { hidden }: { hidden: boolean }) => {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    hidden,
    createElement: () => ({}) as Record<string, string>,
    head: { append: (link: Record<string, string>) => log.push(`${link.rel} ${link.href}`) },
  };
  const context = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    import: (href: string) => log.push(`import ${href}`),
  };
  // `import(…)` is syntax, not a function: give the sandbox one under another name.
  runInNewContext(source.replace('import(', 'globalThis.import('), context);
  return { log, frames, timers };
};

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

  it('loads nothing until the first frame has been painted', () => {
    const { log, frames, timers } = runLoader(loader, { hidden: false });
    expect(log).toEqual([]);
    frames.shift()?.();
    expect(log).toEqual([]);
    timers.shift()?.();
    expect(log).toEqual([
      'modulepreload /assets/client-components.js',
      'import /assets/runtime.js',
    ]);
  });

  it('loads at once in a hidden tab, which paints no frame', () => {
    const { log, frames } = runLoader(loader, { hidden: true });
    expect(frames).toEqual([]);
    expect(log).toEqual([
      'modulepreload /assets/client-components.js',
      'import /assets/runtime.js',
    ]);
  });
});
