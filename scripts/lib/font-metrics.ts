// 'Geist Fallback': Arial (or Liberation Sans) given Geist's metrics by capsize, so the swap to Geist
// moves no line; size-adjust is the width of the site's own text (docs/performance.md, decision 2).
// `tsx scripts/lib/font-metrics.ts` after a build measures it again (Debian's fonts-liberation).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arialBold from '@capsizecss/metrics/arial/700';
import arial from '@capsizecss/metrics/arial/regular';
import geist500 from '@capsizecss/metrics/geist/500';
import geist600 from '@capsizecss/metrics/geist/600';
import geist from '@capsizecss/metrics/geist/regular';

const ARIAL = { metrics: arial, locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] };
const ARIAL_BOLD = {
  metrics: arialBold,
  locals: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
};

/** One fallback face per weight the site uses: Geist and Arial widen differently with weight. */
export const FALLBACK_FACES = [
  { weights: '100 450', geist, fallback: ARIAL, sizeAdjust: '102.37%' },
  { weights: '451 550', geist: geist500, fallback: ARIAL, sizeAdjust: '104.72%' },
  { weights: '551 900', geist: geist600, fallback: ARIAL_BOLD, sizeAdjust: '99.61%' },
];

export const fallbackFontFaces = () =>
  FALLBACK_FACES.map(({ weights, geist: font, fallback, sizeAdjust }) => {
    const [face] = createFontStack([font, fallback.metrics], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { sizeAdjust },
    }).fontFaces;
    const rule = face?.['@font-face'];
    return [
      '@font-face {',
      '  font-family: "Geist Fallback";',
      `  font-weight: ${weights};`,
      `  src: ${fallback.locals.map((name) => `local("${name}")`).join(', ')};`,
      `  size-adjust: ${sizeAdjust};`,
      `  ascent-override: ${rule?.ascentOverride};`,
      `  descent-override: ${rule?.descentOverride};`,
      `  line-gap-override: ${rule?.lineGapOverride};`,
      '}',
    ].join('\n');
  }).join('\n');

const ENTITIES: Record<string, string> = { '#x27': "'", quot: '"', lt: '<', gt: '>', amp: '&' };

const measure = async () => {
  const { default: opentype } = await import('opentype.js');
  const root = resolve(import.meta.dirname, '..', '..');
  const html = readFileSync(resolve(root, 'dist', 'public', 'index.html'), 'utf8');
  const body = html.indexOf('<body');
  const visibleText = html
    .slice(body, html.indexOf('<script', body))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|quot|lt|gt|amp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const options = { kerning: true, features: { liga: true } };
  const width = (file: string) =>
    opentype.parse(readFileSync(file)).getAdvanceWidth(visibleText, 1, options);
  for (const [weight, style] of Object.entries({ 400: 'Regular', 500: 'Regular', 600: 'Bold' })) {
    const geist = width(
      `${root}/node_modules/@fontsource/geist/files/geist-latin-${weight}-normal.woff`,
    );
    const arial = width(`/usr/share/fonts/truetype/liberation/LiberationSans-${style}.ttf`);
    console.log(
      `Geist ${weight} over Arial ${style}: size-adjust ${((100 * geist) / arial).toFixed(2)}%`,
    );
  }
  console.log(`(${visibleText.length} characters of text)`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void measure();
