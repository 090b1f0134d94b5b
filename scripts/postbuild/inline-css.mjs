// Post-build step: the site's stylesheet goes into each page as a <style>, so the first paint waits
// for no request beyond the HTML. The stylesheet is small (see uno.config.ts) and the whole site is
// one page, so inlining all of it costs less than the round trip it saves. Waku also names the
// stylesheet in the RSC payload (a preload hint and a `<link precedence>` element, which hydration
// would insert again): those go too, from the pages and from RSC/*.txt, and so does the CSS file,
// which nothing loads any more. Runs before `headers`, which hashes the final inline scripts.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readFlight, removeStylesheet, writeFlight } from '../lib/flight-data.mjs';
import { inlineStylesheets } from '../lib/inline-css.mjs';

const filesEndingWith = (dir, suffixes) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && suffixes.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

export const run = async ({ root }) => {
  const fileOf = (href) => {
    if (!/^\/(?!\/)/.test(href)) throw new Error(`Not a file of this site: ${href}`);
    return join(root, href.slice(1));
  };
  const readCss = (href) => readFileSync(fileOf(href), 'utf8');

  const inlined = new Set();
  const pages = filesEndingWith(root, ['.html']);
  for (const page of pages) {
    const result = inlineStylesheets(readFileSync(page, 'utf8'), readCss);
    let html = result.html;
    const flight = readFlight(html);
    if (flight !== null) {
      html = writeFlight(html, result.inlined.reduce(removeStylesheet, flight));
    }
    writeFileSync(page, html);
    for (const href of result.inlined) inlined.add(href);
  }
  for (const payload of filesEndingWith(join(root, 'RSC'), ['.txt'])) {
    const text = readFileSync(payload, 'utf8');
    writeFileSync(payload, [...inlined].reduce(removeStylesheet, text));
  }

  // Nothing may still point at an inlined file before it goes.
  const texts = filesEndingWith(root, ['.html', '.txt', '.js', '.css']);
  for (const href of inlined) {
    const users = texts.filter((file) => readFileSync(file, 'utf8').includes(href));
    if (users.length > 0) {
      throw new Error(
        `${href} is inlined but still named in ${users.map((file) => relative(root, file)).join(', ')}`,
      );
    }
    rmSync(fileOf(href));
  }
  console.log(
    `[postbuild] inline-css: ${[...inlined].join(', ') || 'no stylesheet'} inlined into ${pages.length} pages`,
  );
};
