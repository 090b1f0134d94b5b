// The preloaded font cut to the site's characters and declared weights (docs/performance.md, 1).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { contentHash, filesEndingWith } from '../lib/files.ts';
import { readFlight, writeFlight } from './flight-data.ts';
import * as fontFaces from './font-faces.ts';
import { applyEdits, elementsOf, isLink, preloadedFonts, removal } from './html.ts';
import { shapeCheck } from './shape.ts';

const expectShape = shapeCheck('subset-font');

// React writes a preload link rendered in <head> twice: as the element and from its hint.
export const removeDuplicatePreloads = (html: string): string => {
  const seen = new Set<string>();
  const repeated = elementsOf(html).filter((link) => {
    if (!isLink(link, 'preload') || !link.inHead || !link.attributes.has('href')) return false;
    const key = `${link.attributes.get('href')} ${link.attributes.get('as') ?? ''}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  return applyEdits(html, repeated.map(removal));
};

/** The page with a file renamed, in its payload too, where a chunk boundary may split the name. */
export const renameInPage = (html: string, from: string, to: string): string => {
  const renamed = html.replaceAll(from, to);
  const flight = readFlight(renamed);
  return flight.includes(from) ? writeFlight(renamed, flight.replaceAll(from, to)) : renamed;
};

export const run = async ({ root }: { root: string }) => {
  const pages = filesEndingWith(root, ['.html']);
  const payloads = filesEndingWith(join(root, 'RSC'), ['.txt']);
  const stylesheets = filesEndingWith(join(root, 'assets'), ['.css']);
  const read = (file: string) => readFileSync(file, 'utf8');
  const texts = filesEndingWith(root, ['.html', '.txt', '.js']).map(read);
  expectShape(stylesheets.length > 0, "the site's stylesheet in dist/public/assets/*.css");
  const fonts = [...new Set(pages.flatMap((page) => preloadedFonts(read(page))))];
  const woff2 = fonts.filter((font) => font.endsWith('.woff2'));
  expectShape(woff2.length > 0, 'a <link rel="preload" as="font"> of a .woff2 font in the pages');
  const report: string[] = [];

  for (const href of woff2) {
    const faces = stylesheets.flatMap((file) => fontFaces.fontFacesOf(read(file), href));
    const descriptors = expectShape(faces[0], `an @font-face naming the preloaded ${href}`);
    const ranges = fontFaces.parseUnicodeRange(descriptors.get('unicode-range') ?? 'U+0-10FFFF');
    const [minWeight, maxWeight] = fontFaces.weightRange(descriptors);
    const wanted = fontFaces.charactersInRange(texts, ranges);
    const text = String.fromCodePoint(...wanted);
    const options = { variationAxes: { wght: { min: minWeight, max: maxWeight } } };

    const original = readFileSync(join(root, href));
    const subset = await subsetFont(original, text, { ...options, targetFormat: 'woff2' });
    const name = basename(href).replace(/(-[A-Za-z0-9_]{8})?\.woff2$/, '');
    const subsetHref = `${dirname(href)}/${name}-${contentHash(subset)}.woff2`;
    writeFileSync(join(root, subsetHref), subset);

    const unicodeRange = fontFaces.formatUnicodeRange(wanted);
    const family = descriptors.get('font-family') ?? '';
    let listed = 0;
    for (const file of stylesheets) {
      const face = { from: href, to: subsetHref, unicodeRange, family };
      const result = fontFaces.addSubsetFamily(read(file), face);
      listed += result.listed;
      writeFileSync(file, result.css);
    }
    expectShape(listed > 0, `a font-family naming ${family}, or nothing would use ${href}`);
    // The stylesheet keeps the full file, next in each font list, for characters the subset lacks.
    for (const page of pages) writeFileSync(page, renameInPage(read(page), href, subsetHref));
    for (const file of payloads) writeFileSync(file, read(file).replaceAll(href, subsetHref));
    report.push(
      `${basename(href)} ${original.length} B -> ${basename(subsetHref)} ${subset.length} B (${wanted.length} characters, weights ${minWeight}-${maxWeight})`,
    );
  }

  for (const page of pages) writeFileSync(page, removeDuplicatePreloads(read(page)));
  return report.join('; ');
};
