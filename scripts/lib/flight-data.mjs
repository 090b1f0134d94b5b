// The RSC flight payload that Waku writes into each prerendered page for hydration: inline scripts
// `(self.__FLIGHT_DATA||=[]).push("…")` after the markup (written by rsc-html-stream), and the same
// text in dist/public/RSC/R/<page>.txt for client-side navigation. Pure functions to read it out
// of a page, edit it and write it back, for the post-build steps that change what the page loads.

const FLIGHT_SCRIPT =
  /<script(?: nonce="[^"]*")?>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(([\s\S]*?)\)<\/script>/g;

/** rsc-html-stream's escaping of a script's text: no `<!--` and no `</script` inside it. */
const escapeScript = (script) =>
  script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1');

/** The JSON string literal of one chunk, with rsc-html-stream's escapes undone. */
const decodeChunk = (literal) => {
  if (!literal.startsWith('"')) {
    throw new Error(
      'A flight chunk is not a string (binary RSC data): this step cannot rewrite it',
    );
  }
  return JSON.parse(literal.replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1'));
};

/** The inline script that pushes `text` as one flight chunk. */
export const flightScript = (text) =>
  `<script>${escapeScript(`(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(text)})`)}</script>`;

/** The whole flight payload of a page (its chunks joined), or null when it has none. */
export const readFlight = (html) => {
  const chunks = [...html.matchAll(FLIGHT_SCRIPT)].map((match) => decodeChunk(match[1]));
  return chunks.length > 0 ? chunks.join('') : null;
};

/**
 * The page with its flight payload replaced by `text`, pushed by a single script where the first
 * chunk was (fewer scripts to run and to hash for the CSP; the data and its order are the same).
 */
export const writeFlight = (html, text) => {
  let first = true;
  return html.replace(FLIGHT_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return flightScript(text);
  });
};

/** The page without its flight payload scripts. */
export const removeFlight = (html) => html.replace(FLIGHT_SCRIPT, '');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The payload without a stylesheet: the preload hint row React writes for it
 * (`:HL["/assets/x.css","stylesheet",…]`) and the `<link rel="stylesheet" precedence>` element
 * vite-rsc renders for it (replaced by null), so that hydration neither preloads nor inserts it.
 */
export const removeStylesheet = (flight, href) => {
  const json = JSON.stringify(href);
  const hint = new RegExp(`^:HL\\[${escapeRegExp(json)},"stylesheet"[^\\n]*\\n`, 'gm');
  const element = new RegExp(
    `\\["\\$","link",${escapeRegExp(JSON.stringify(`css:${href}`))},\\{[^{}]*\\}\\]`,
    'g',
  );
  return flight.replace(hint, '').replace(element, 'null');
};
