// The RSC payload Waku writes into each page as inline scripts `(self.__FLIGHT_DATA||=[]).push("…")`
// (rsc-html-stream's exact shape; the same text is in RSC/R/<page>.txt): read, edited, written back.
import { escapeRegExp } from '../../src/lib/utils.ts';
import { applyEdits, elementsOf, isInlineScript, removal } from './html.ts';
import { shapeCheck } from './shape.ts';

const expectShape = shapeCheck('flight-data');
const FLIGHT_PUSH = '(self.__FLIGHT_DATA||=[]).push(';
const PUSH = /^\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(([\s\S]*)\)$/;

/** rsc-html-stream's escaping of a script's text: no `<!--` and no `</script` inside it. */
const escapeScript = (script: string) =>
  script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1');

const decodeChunk = (literal: string): string => {
  expectShape(
    literal.startsWith('"'),
    `each flight chunk to be a string literal, ${FLIGHT_PUSH}"…"), not binary RSC data`,
  );
  return JSON.parse(literal.replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1'));
};

export const flightScript = (text: string): string =>
  `<script>${escapeScript(`${FLIGHT_PUSH}${JSON.stringify(text)})`)}</script>`;

export const flightScripts = (html: string) =>
  elementsOf(html)
    .filter((element) => isInlineScript(element) && element.attributes.get('id') !== '_R_')
    .filter((element) => element.text.includes('__FLIGHT_DATA'))
    .map((element) => ({
      ...element,
      chunk: expectShape(
        PUSH.exec(element.text)?.[1],
        `each inline flight script to read ${FLIGHT_PUSH}<chunk>), found ${element.text.slice(0, 60)}`,
      ),
    }));

export const readFlight = (html: string): string => {
  const scripts = flightScripts(html);
  expectShape(scripts.length > 0, `the page's RSC payload as inline scripts ${FLIGHT_PUSH}"…")`);
  return scripts.map((script) => decodeChunk(script.chunk)).join('');
};

/** The page with its payload as `text` in one script (fewer to run and to hash for the CSP). */
export const writeFlight = (html: string, text: string): string =>
  applyEdits(
    html,
    flightScripts(html).map((script, index) =>
      index === 0 ? { ...removal(script), text: flightScript(text) } : removal(script),
    ),
  );

/** The payload without a stylesheet's preload hint row (`:HL["/assets/x.css","stylesheet",…]`) and
 * its `<link rel="stylesheet" precedence>` element (replaced by null): hydration would insert it. */
export const removeStylesheet = (flight: string, href: string): string => {
  const json = JSON.stringify(href);
  const hint = new RegExp(`^:HL\\[${escapeRegExp(json)},"stylesheet"[^\\n]*\\n`, 'gm');
  const element = new RegExp(
    `\\["\\$","link",${escapeRegExp(JSON.stringify(`css:${href}`))},\\{[^{}]*\\}\\]`,
    'g',
  );
  return flight.replace(hint, '').replace(element, 'null');
};
