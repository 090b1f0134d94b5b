// The promises the rewrites of Waku's output (scripts/waku-output/) make, checked on dist/public.
// When an upgrade changes what a rewrite relies on, the build stops or this file names the promise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange } from '../../scripts/waku-output/font-faces.ts';
import { localePath, locales, pagePath, subPages, workPath } from '../../src/config/locales';
import { workSlugs } from '../../src/content/work';
import { runLoader } from '../unit/support/loader-sandbox.ts';
import {
  attribute,
  dist,
  type Element,
  pageFiles,
  parsePage,
  read,
  textOf,
} from './support/dist.ts';

const rels = (element: Element) => (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);

/** A page's own RSC path, `R/_root`, `R/de`, `R/de/404` …, whose rows are RSC/<path>.txt. */
const ownRscPathOf = (file: string) =>
  `R/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '') || '_root'}`;

const pages = pageFiles.map((file) => {
  const html = read(file);
  const { elements, text } = parsePage(html);
  const bootstrap = elements.find(
    (element) => element.tagName === 'script' && attribute(element, 'id') === '_R_',
  );
  return { file, html, elements, text, bootstrap };
});

/** What the bootstrap script of a page does in a browser, before and after its first paint. */
const runBootstrap = (source: string) => {
  const loader = runLoader(source, { fetch: (href) => new Response(read(href)) });
  const beforePaint = [...loader.log];
  loader.paint('first-contentful-paint');
  return { beforePaint, afterPaint: loader.log.slice(beforePaint.length), loader };
};

describe('the rewrites of Waku’s output keep their promises in dist/public', () => {
  it('builds the pages the contract is about', () => {
    expect(
      [...pageFiles].sort(),
      'the build has index.html, 404.html, the legal pages and the case studies in every language',
    ).toEqual(
      locales
        .flatMap(({ code }) => [
          `${localePath(code).slice(1)}404.html`,
          ...[undefined, ...subPages].map((page) => `${pagePath(code, page).slice(1)}index.html`),
          ...workSlugs().map((slug) => `${workPath(code, slug).slice(1)}index.html`),
        ])
        .sort(),
    );
  });

  describe.each(pages)('$file', (page) => {
    it('has no inline flight data (defer-hydration moves the RSC payload out)', () => {
      expect(page.html, 'no inline (self.__FLIGHT_DATA||=[]).push( script').not.toContain(
        '__FLIGHT_DATA||=[]).push(',
      );
    });

    it('fetches its payload from a file of its own, only after the first paint, for Waku', async () => {
      expect(
        page.bootstrap,
        'the page keeps Waku’s bootstrap script <script id="_R_">',
      ).toBeDefined();
      const { beforePaint, afterPaint, loader } = runBootstrap(textOf(page.bootstrap as Element));
      expect(beforePaint, 'nothing is fetched or imported before the first paint').toEqual([]);
      const fetched = afterPaint.filter((entry) => entry.startsWith('fetch '));
      expect(fetched, 'the loader fetches one payload file in /assets/').toEqual([
        expect.stringMatching(/^fetch \/assets\/rsc-[\w-]+\.txt$/),
      ]);
      expect(afterPaint[0], 'before it imports a module').toBe(fetched[0]);
      const payloadFile = (fetched[0] ?? '').slice('fetch '.length);
      const loadedByMarkup = page.elements
        .flatMap((element) => [attribute(element, 'href'), attribute(element, 'src')])
        .filter((url) => url === payloadFile || url?.endsWith('.js'));
      expect(loadedByMarkup, 'no element loads the payload or a module before the loader').toEqual(
        [],
      );
      const prefetched = Object.entries(loader.prefetched);
      expect(prefetched, 'the payload is handed to Waku under the page’s RSC path').toHaveLength(1);
      const [rscPath, response] = prefetched[0] ?? ['', Promise.resolve(new Response(''))];
      // A language's 404 page hands its payload over as /404, the route Waku's router hydrates a
      // not-found page as (scripts/waku-output/locale-pages.ts); the rows are its own, R/<code>/404.
      const ownRscPath = ownRscPathOf(page.file);
      expect(rscPath, 'the page’s own route, or /404 for a not-found page').toBe(
        ownRscPath.endsWith('/404') ? 'R/404' : ownRscPath,
      );
      expect(
        await (await response).text(),
        'Waku reads exactly the payload file, which is the one client navigation fetches (RSC/<path>.txt)',
      ).toBe(read(`RSC/${ownRscPath}.txt`));
      expect(read(payloadFile), 'the payload file holds the RSC rows of the page').toBe(
        read(`RSC/${ownRscPath}.txt`),
      );
    });

    // No <link rel="modulepreload">: the payload test finds no element that loads a module; the
    // inline <style>: the font test reads its @font-face from it.
    it('keeps no stylesheet link: the CSS is inlined (inline-css)', () => {
      const stylesheets = page.elements.filter(
        (element) => element.tagName === 'link' && rels(element).includes('stylesheet'),
      );
      expect(stylesheets).toEqual([]);
    });

    it('has a preloaded font subset covering every character of its text (subset-font)', async () => {
      const preloads = page.elements.filter(
        (element) => rels(element).includes('preload') && attribute(element, 'as') === 'font',
      );
      expect(preloads.length, 'one preloaded font').toBe(1);
      const href = attribute(preloads[0] as Element, 'href') ?? '';
      const css = page.elements
        .filter((element) => element.tagName === 'style')
        .map(textOf)
        .join('');
      const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
      const subsetFace = faces.find((face) => face.includes(`url(${href})`));
      expect(
        subsetFace,
        `an @font-face in the inline CSS uses the preloaded ${href}`,
      ).toBeDefined();
      const rangeOf = (face = '') =>
        parseUnicodeRange(/unicode-range:([^;}]*)/.exec(face)?.[1] ?? '');
      const inRange = (ranges: ReturnType<typeof rangeOf>, codePoint: number) =>
        ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
      const fullRange = rangeOf(
        faces.find((face) => face !== subsetFace && face.includes('unicode-range')),
      );
      // What is drawn: a word joiner (U+2060) or any other default-ignorable character never is.
      const characters = [...new Set(page.text.replace(/\p{Default_Ignorable_Code_Point}/gu, ''))]
        .map((char) => char.codePointAt(0) ?? 0)
        .filter((codePoint) => codePoint > 0x20 && inRange(fullRange, codePoint));
      const text = String.fromCodePoint(...characters);
      const font = await subsetFont(readFileSync(join(dist, href)), text, {
        targetFormat: 'truetype',
      });
      const parsed = opentype.parse(
        font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength) as ArrayBuffer,
      );
      const glyphs = new Set(Object.keys(parsed.tables.cmap?.glyphIndexMap ?? {}).map(Number));
      const uncovered = (test: (codePoint: number) => boolean) =>
        String.fromCodePoint(...characters.filter((codePoint) => !test(codePoint)));
      expect(
        uncovered((codePoint) => glyphs.has(codePoint)),
        'the subset has a glyph for every character of the page',
      ).toBe('');
      expect(
        uncovered((codePoint) => inRange(rangeOf(subsetFace), codePoint)),
        'the subset’s unicode-range names every character of the page',
      ).toBe('');
    });

    // That the entry hydrates the prerendered page rather than drawing it anew: module-loading.spec.
    it('imports Waku’s client entry and preloads the page’s modules after the first paint', () => {
      const { afterPaint } = runBootstrap(textOf(page.bootstrap as Element));
      const modules = afterPaint.filter((entry) => !entry.startsWith('fetch '));
      expect(modules.at(-1), 'the loader imports the entry last').toMatch(
        /^import \/assets\/[\w-]+\.js$/,
      );
      expect(
        modules.slice(0, -1).length,
        'and preloads the modules Waku preloaded',
      ).toBeGreaterThan(0);
      for (const module of modules.slice(0, -1))
        expect(module).toMatch(/^modulepreload \/assets\/[\w-]+\.js$/);
    });
  });
});
