// The metric overrides of 'Geist Fallback' (src/components/font-faces.tsx): Arial, or its metric
// twin Liberation Sans, scaled and given Geist's vertical metrics, so that text set in the fallback
// takes the room Geist will take and the swap to Geist moves nothing. Computed, not guessed:
//
//   size-adjust     = width of the site's text in Geist / its width in Arial, at each weight,
//                     kerned as browsers set it
//   ascent-override = Geist's ascender / (unitsPerEm × size-adjust), and so on for the descender
//                     and the line gap (Geist sets USE_TYPO_METRICS; its typo and hhea agree)
//
// Print them with `node scripts/lib/font-metrics.mjs` after a build (the text is the visible text
// of dist/public/index.html; static Geist comes from @fontsource/geist, Liberation Sans from
// Debian's fonts-liberation).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import opentype from 'opentype.js';

/** Width of a text in em as browsers set it: advance widths, with each font's own kerning. */
export const textWidth = (font, text) =>
  font.getAdvanceWidth(text, font.unitsPerEm, { kerning: true, features: { liga: true } }) /
  font.unitsPerEm;

const percent = (value) => `${(Math.round(value * 10000) / 100).toFixed(2)}%`;

/** The @font-face overrides that make `fallback` take the room of `font` for this text. */
export const fallbackOverrides = ({ font, fallback, text }) => {
  const sizeAdjust = textWidth(font, text) / textWidth(fallback, text);
  const { hhea, os2 } = font.tables;
  const useTypo = (os2.fsSelection & 0x80) !== 0;
  const ascender = useTypo ? os2.sTypoAscender : hhea.ascender;
  const descender = useTypo ? os2.sTypoDescender : hhea.descender;
  const lineGap = useTypo ? os2.sTypoLineGap : hhea.lineGap;
  const em = font.unitsPerEm * sizeAdjust;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(ascender / em),
    'descent-override': percent(Math.abs(descender) / em),
    'line-gap-override': percent(lineGap / em),
  };
};

/** The text a visitor reads on a built page: its markup before the first script, tags removed. */
export const visibleText = (html) =>
  html
    .slice(html.indexOf('<body'), html.indexOf('<script'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const loadFont = (path) => {
  const file = readFileSync(path);
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..', '..');
  const text = visibleText(readFileSync(resolve(root, 'dist', 'public', 'index.html'), 'utf8'));
  const geist = (weight) =>
    loadFont(
      resolve(
        root,
        'node_modules',
        '@fontsource',
        'geist',
        'files',
        `geist-latin-${weight}-normal.woff`,
      ),
    );
  const liberation = (style) =>
    loadFont(`/usr/share/fonts/truetype/liberation/LiberationSans-${style}.ttf`);
  // Arial's regular face stands in for Geist up to 500, its bold face from 600 (what the site uses).
  for (const [weight, style] of [
    [400, 'Regular'],
    [500, 'Regular'],
    [600, 'Bold'],
  ]) {
    const overrides = fallbackOverrides({ font: geist(weight), fallback: liberation(style), text });
    console.log(`Geist ${weight} over Arial ${style}:`, overrides);
  }
  console.log(`(${text.length} characters of text)`);
}
