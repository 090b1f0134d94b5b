import { describe, expect, it } from 'vitest';
import {
  flightScript,
  readFlight,
  removeStylesheet,
  writeFlight,
} from '../../scripts/waku-output/flight-data.ts';
import { inlineStyle, inlineStylesheets, usedRules } from '../../scripts/waku-output/inline-css.ts';
import { shapeError } from './support/shape-error.ts';

const CSS_HREF = '/assets/_layout-abc.css';

/** A page as Waku prerenders it: stylesheet link and preload in the head, flight data in chunks. */
const page = (flightChunks: string[]) =>
  [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" crossorigin="anonymous" href="${CSS_HREF}" data-precedence="vite-rsc/importer-resources"/>`,
    '<link rel="modulepreload" href="/assets/index.js" crossorigin=""/>',
    `<link rel="preload" href="${CSS_HREF}" as="stylesheet" crossorigin="anonymous"/>`,
    '<link rel="icon" href="/favicon.svg"/>',
    '</head><body><main>Hello</main><script id="_R_">import("/assets/index.js")</script>',
    ...flightChunks.map(flightScript),
    '</body></html>',
  ].join('');

const FLIGHT = [
  `:HL["${CSS_HREF}","stylesheet",{"crossOrigin":"anonymous"}]\n`,
  ':HL["/assets/font.woff2","font",{"crossOrigin":"anonymous"}]\n',
  `0:{"layout:/":[[["$","link","css:${CSS_HREF}",{"rel":"stylesheet","precedence":"p","href":"${CSS_HREF}"}],"$undefined"],["$","$L2",null,{}]]}\n`,
  '1:["$","p",null,{"children":"</script><!-- a tricky text"}]\n',
].join('');

describe('flight data', () => {
  it('reads the chunks of a page back as one text, escapes undone', () => {
    const html = page([FLIGHT.slice(0, 50), FLIGHT.slice(50, 200), FLIGHT.slice(200)]);
    expect(html).not.toContain('</script><!--');
    expect(readFlight(html)).toBe(FLIGHT);
    expect(() => readFlight('<html><body></body></html>')).toThrow(
      shapeError('flight-data', '__FLIGHT_DATA'),
    );
  });

  it('writes the payload back as a single script where the first chunk was', () => {
    const html = page([FLIGHT.slice(0, 50), FLIGHT.slice(50)]);
    const written = writeFlight(html, FLIGHT);
    expect(written.match(/__FLIGHT_DATA/g)).toHaveLength(1);
    expect(written.indexOf('__FLIGHT_DATA')).toBeGreaterThan(written.indexOf('id="_R_"'));
    expect(readFlight(written)).toBe(FLIGHT);
  });

  it('refuses binary chunks rather than dropping them', () => {
    const html =
      '<script>(self.__FLIGHT_DATA||=[]).push(Uint8Array.from(atob("AA=="), m => m.codePointAt(0)))</script>';
    expect(() => readFlight(html)).toThrow(shapeError('flight-data', 'binary'));
  });

  it('removes the preload hint and the link element of a stylesheet, and nothing else', () => {
    const flight = removeStylesheet(FLIGHT, CSS_HREF);
    expect(flight).not.toContain(CSS_HREF);
    expect(flight).toContain(':HL["/assets/font.woff2","font"');
    expect(flight).toContain('"layout:/":[[null,"$undefined"],["$","$L2",null,{}]]');
    expect(removeStylesheet(FLIGHT, '/assets/other.css')).toBe(FLIGHT);
  });
});

// The CSS in place of each page's link, and no link or preload left: contract/waku-output, and
// inline-css's own check that no built file names the inlined stylesheet any more.
describe('inlineStylesheets', () => {
  it('fails the build when the head has no stylesheet link', () => {
    const html =
      '<html><head><title>x</title></head><body><link rel="stylesheet" href="/b.css"></body></html>';
    expect(() => inlineStylesheets(html, () => '')).toThrow(
      shapeError('inline-css', 'rel="stylesheet"'),
    );
  });

  it('refuses CSS that would close the style element', () => {
    expect(() => inlineStyle(CSS_HREF, 'a{content:"</style>"}')).toThrow(/cannot inline/);
  });

  it('drops a rule when each selector names a class absent from the page', () => {
    const kept = ['.kept,.gone{a:b}', '.kept:not(.gone) :is(.gone){a:b}', '[x=".gone"]{a:b}'];
    const css = [...kept, '.max-w-\\[4rem\\]{a:b}', '.gone{a:b}', '@media (x){.gone{a:b}}'];
    const used = usedRules(css.join(''), ['<p class="kept max-w-[4rem]">']);
    expect(used).toBe(`${kept.join('')}.max-w-\\[4rem\\]{a:b}@media (x){}`);
  });
});
