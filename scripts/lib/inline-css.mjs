// Inlining the site's stylesheet into each prerendered page, as pure functions on the HTML text:
// the render-blocking `<link rel="stylesheet">` becomes a `<style>` in its place, so the first
// paint needs no request beyond the HTML (and the preloaded font). scripts/postbuild/inline-css.mjs
// applies them to the built files.

const LINK = /<link\b[^>]*>/gi;

const attribute = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

const isStylesheetLink = (tag) => attribute(tag, 'rel')?.toLowerCase() === 'stylesheet';
const isStylesheetPreload = (tag) =>
  attribute(tag, 'rel')?.toLowerCase() === 'preload' &&
  ['style', 'stylesheet'].includes(attribute(tag, 'as')?.toLowerCase() ?? '');

/**
 * The `<style>` that replaces a stylesheet link. `data-precedence` makes React's hydration of
 * <head> pass over it (React treats such styles as its own style resources and does not try to
 * match them with the elements it renders).
 */
export const inlineStyle = (href, css) => {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": cannot inline it`);
  return `<style data-precedence="inline">${css.trim()}</style>`;
};

/** The page split at the end of its <head>: stylesheet links live there (React hoists them). */
const splitHead = (html) => {
  const end = html.search(/<\/head>/i);
  if (end < 0) throw new Error('No </head> in the page');
  return [html.slice(0, end), html.slice(end)];
};

/**
 * The page with each stylesheet link of its head replaced by its CSS (`readCss(href)` gives it)
 * and the preloads of those stylesheets removed: an inlined stylesheet needs no request at all.
 */
export const inlineStylesheets = (html, readCss) => {
  const [head, rest] = splitHead(html);
  const inlined = new Set();
  const withStyles = head.replace(LINK, (tag) => {
    const href = isStylesheetLink(tag) ? attribute(tag, 'href') : undefined;
    if (href === undefined) return tag;
    inlined.add(href);
    return inlineStyle(href, readCss(href));
  });
  const withoutPreloads = withStyles.replace(LINK, (tag) =>
    isStylesheetPreload(tag) && inlined.has(attribute(tag, 'href') ?? '') ? '' : tag,
  );
  return { html: withoutPreloads + rest, inlined: [...inlined] };
};
