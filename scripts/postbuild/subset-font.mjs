// Post-build step: the preloaded web font (Geist, variable) cut down to what the built site uses,
// the characters of its pages, payloads and scripts plus printable ASCII, and the weight range its
// @font-face declares, with every OpenType feature kept (tnum for the numerals, kern …). The subset
// gets its own content-hashed name; the preload and the payload's preload hint point to it, and the
// stylesheet gains a face for it in a family of its own, listed first wherever the font is named
// (see scripts/lib/font-subset.mjs). Runs before `inline-css`, which
// puts that stylesheet into the pages.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import opentype from 'opentype.js';
import subsetFont from 'subset-font';
import {
  addSubsetFace,
  charactersInRange,
  fontFaceDescriptors,
  fontFacesOf,
  formatUnicodeRange,
  listFamilyFirst,
  parseUnicodeRange,
  preloadedFonts,
  removeDuplicatePreloads,
  subsetFamilyOf,
  weightRange,
} from '../lib/font-subset.mjs';

const filesEndingWith = (dir, suffixes) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && suffixes.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

const contentHash = (buffer) =>
  createHash('sha256').update(buffer).digest('base64url').replace(/[-_]/g, '').slice(0, 8);

/** The code points a font file has glyphs for. */
const codePointsOf = (sfnt) => {
  const font = opentype.parse(
    sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength),
  );
  return new Set(Object.keys(font.tables.cmap.glyphIndexMap).map(Number));
};

export const run = async ({ root }) => {
  const fileOf = (href) => join(root, href.replace(/^\//, ''));
  const pages = filesEndingWith(root, ['.html']);
  const stylesheets = filesEndingWith(join(root, 'assets'), ['.css']);
  const texts = filesEndingWith(root, ['.html', '.txt', '.js']).map((file) =>
    readFileSync(file, 'utf8'),
  );
  if (stylesheets.length === 0) {
    console.log(
      '[postbuild] subset-font: no stylesheet in assets/ (already inlined): nothing to do',
    );
    return;
  }
  const fonts = [...new Set(pages.flatMap((page) => preloadedFonts(readFileSync(page, 'utf8'))))];
  const report = [];

  for (const href of fonts.filter((font) => font.endsWith('.woff2'))) {
    const faces = stylesheets.flatMap((file) => fontFacesOf(readFileSync(file, 'utf8'), href));
    if (faces.length === 0) throw new Error(`No @font-face names the preloaded ${href}`);
    const descriptors = fontFaceDescriptors(faces[0] ?? '');
    const ranges = parseUnicodeRange(descriptors.get('unicode-range') ?? 'U+0-10FFFF');
    const [minWeight, maxWeight] = weightRange(descriptors);
    const wanted = charactersInRange(texts, ranges);
    const text = String.fromCodePoint(...wanted);
    const options = { variationAxes: { wght: { min: minWeight, max: maxWeight } } };

    const original = readFileSync(fileOf(href));
    const covered = codePointsOf(
      await subsetFont(original, text, { ...options, targetFormat: 'truetype' }),
    );
    const missing = wanted.filter((codePoint) => !covered.has(codePoint));
    if (missing.length > 0) {
      console.warn(
        `[postbuild] subset-font: ${href} has no glyph for ${formatUnicodeRange(missing)}`,
      );
    }
    const subset = await subsetFont(original, text, { ...options, targetFormat: 'woff2' });
    const name = basename(href)
      .replace(/-[A-Za-z0-9_]{8}\.woff2$/, '')
      .replace(/\.woff2$/, '');
    const subsetHref = `${dirname(href)}/${name}-${contentHash(subset)}.woff2`;
    writeFileSync(fileOf(subsetHref), subset);

    const unicodeRange = formatUnicodeRange(
      [...covered].filter((codePoint) => wanted.includes(codePoint)),
    );
    const family = descriptors.get('font-family') ?? '';
    const subsetFamily = subsetFamilyOf(family);
    let listed = 0;
    for (const file of stylesheets) {
      let css = readFileSync(file, 'utf8');
      if (fontFacesOf(css, href).length > 0) {
        css = addSubsetFace(css, {
          from: href,
          to: subsetHref,
          unicodeRange,
          family: subsetFamily,
        });
      }
      const result = listFamilyFirst(css, { family, first: subsetFamily });
      listed += result.changed;
      writeFileSync(file, result.css);
    }
    if (listed === 0) throw new Error(`No font-family names ${family}: nothing would use ${href}`);
    // The preload (and its hint in the RSC payload) now fetch the subset; the stylesheet keeps the
    // full file, next in each font list, for characters the subset lacks.
    for (const file of [...pages, ...filesEndingWith(join(root, 'RSC'), ['.txt'])]) {
      const content = readFileSync(file, 'utf8');
      if (content.includes(href)) writeFileSync(file, content.replaceAll(href, subsetHref));
    }
    report.push(
      `${basename(href)} ${original.length} B -> ${basename(subsetHref)} ${subset.length} B (${covered.size} characters, weights ${minWeight}-${maxWeight})`,
    );
  }

  for (const page of pages)
    writeFileSync(page, removeDuplicatePreloads(readFileSync(page, 'utf8')));
  console.log(`[postbuild] subset-font: ${report.join('; ') || 'no preloaded font'}`);
};
