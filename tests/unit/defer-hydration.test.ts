import { describe, expect, it } from 'vitest';
import {
  afterFirstPaintLoader,
  deferHydration,
  FALLBACK_MS,
} from '../../scripts/waku-output/defer-hydration.ts';
import { payloadInPieces } from '../../scripts/waku-output/hydration-loader.ts';
import { runLoader } from './support/loader-sandbox.ts';
import { shapeError } from './support/shape-error.ts';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/client-components.js" crossorigin=""/>',
  '<link rel="modulepreload" href="/assets/runtime.js" crossorigin=""/>',
  '</head><body><main>Hello</main>',
  '<script id="_R_">\n    globalThis.__WAKU_HYDRATE__ = true;globalThis.__WAKU_PREFETCHED__ = {"R/_root": 1};',
  '\n  import("/assets/runtime.js")</script>',
  '<script>(self.__FLIGHT_DATA||=[]).push("0:{}\\n")</script></body></html>',
].join('');

const PAYLOAD = '/assets/rsc-index-abc.txt';
const LOADED = ['modulepreload /assets/client-components.js', 'import /assets/runtime.js'];

describe('an unexpected shape of Waku’s output fails the build, naming the rewrite and versions', () => {
  const fails = (html: string, expected: string, rewrite = 'defer-hydration') =>
    expect(() => deferHydration(html, PAYLOAD)).toThrow(shapeError(rewrite, expected));

  it('without the _R_ bootstrap script', () => {
    fails(page.replace('<script id="_R_">', '<script id="_W_">'), 'id="_R_"');
  });

  it('when the bootstrap script no longer ends with the entry import (or was rewritten already)', () => {
    const started = page.replace('import("/assets/runtime.js")', 'start()');
    fails(started, 'import\\("/assets/<entry>.js"\\)');
    fails(deferHydration(page, PAYLOAD), 'import');
  });

  it('when the bootstrap script no longer sets __WAKU_PREFETCHED__', () => {
    const renamed = page.replace('__WAKU_PREFETCHED__', '__WAKU_PREFETCH__');
    fails(renamed, '__WAKU_PREFETCHED__');
  });

  it('without modulepreload links', () => {
    fails(page.replaceAll('rel="modulepreload"', 'rel="preload"'), 'modulepreload');
  });

  it('when the payload is not pushed as (self.__FLIGHT_DATA||=[]).push(…)', () => {
    const added = page.replace('(self.__FLIGHT_DATA||=[]).push(', 'self.__FLIGHT_DATA.add(');
    fails(added, '__FLIGHT_DATA', 'flight-data');
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

describe('payloadInPieces', () => {
  const bytes = new TextEncoder().encode('0:["$","main",null,{"children":"héllo"}]\n'.repeat(50));

  it('hands the body over in pieces of at most the given size, one per task, bytes intact', async () => {
    const source = new Response(bytes, {
      status: 200,
      headers: { 'content-type': 'text/x-component' },
    });
    const response = await payloadInPieces(source, 256);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/x-component');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const pieces: Uint8Array[] = [];
    let tasksBetween = 0;
    const tick = setInterval(() => {
      tasksBetween += 1;
    }, 0);
    for (let read = await reader.read(); !read.done; read = await reader.read())
      pieces.push(read.value);
    clearInterval(tick);
    expect(pieces.map((piece) => piece.byteLength)).toEqual([
      ...Array(Math.floor(bytes.byteLength / 256)).fill(256),
      bytes.byteLength % 256,
    ]);
    expect(Buffer.concat(pieces).equals(Buffer.from(bytes))).toBe(true);
    // Each piece waited for a timer: other tasks ran while the pieces came.
    expect(tasksBetween).toBeGreaterThan(0);
  });

  it('passes a failed response on untouched, for Waku to report', () => {
    const failed = new Response('Not found', { status: 404 });
    expect(payloadInPieces(failed, 256)).toBe(failed);
  });
});
