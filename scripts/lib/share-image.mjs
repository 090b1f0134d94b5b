// The 1200x630 share image (Open Graph / Twitter card), drawn as SVG and rendered to PNG by sharp.
// Text is turned into outlines with opentype.js and static Geist, because librsvg has no Geist to
// draw text with: the card looks the same on every machine that builds it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import opentype from 'opentype.js';
import sharp from 'sharp';

const fontsDir = resolve(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '@fontsource',
  'geist',
  'files',
);

/** Static Geist at one weight (the .woff of @fontsource/geist, Latin subset). */
export const loadGeist = (weight) => {
  const file = readFileSync(resolve(fontsDir, `geist-latin-${weight}-normal.woff`));
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
};

/** The palette of uno.config.ts. */
const colors = {
  paper: '#FAFAF7',
  ink: '#0B0B10',
  muted: '#55565F',
  line: '#E4E4DF',
  accent: '#4F46E5',
  violet: '#7C3AED',
};

const round = (value) => String(Math.round(value * 100) / 100);

/**
 * SVG path data of an opentype.js path. Written here because Path.toPathData of opentype.js 2.0
 * prints NaN for coordinates a hair off an integer (it rounds through a string of the number).
 */
const pathData = (commands) =>
  commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${round(c.x)} ${round(c.y)}`;
      if (c.type === 'Q') return `Q${round(c.x1)} ${round(c.y1)} ${round(c.x)} ${round(c.y)}`;
      if (c.type === 'C')
        return `C${round(c.x1)} ${round(c.y1)} ${round(c.x2)} ${round(c.y2)} ${round(c.x)} ${round(c.y)}`;
      return 'Z';
    })
    .join('');

/** A run of text set in a font: its outline as SVG path data and its width. */
const setText = (font, text, { x = 0, y = 0, size, tracking = 0 }) => {
  const options = { kerning: true, letterSpacing: tracking };
  const path = pathData(font.getPath(text, x, y, size, options).commands);
  // opentype.js adds the letter spacing after the last glyph too: take it back off.
  const width = font.getAdvanceWidth(text, size, options) - tracking * size;
  return { path, width };
};

/** Does this word end a phrase (a comma, a full stop …)? */
const endsPhrase = (text) => /[,;:.!?]$/.test(text);

/**
 * Breaks text into the fewest lines that fit maxWidth, then picks, among the ways to do that,
 * the most even one, preferring breaks after punctuation (a headline reads in phrases).
 */
export const wrapBalanced = (words, measure, maxWidth) => {
  const widthOf = (line) => measure(line.join(' '));
  for (let count = 1; count <= words.length; count += 1) {
    let best = null;
    const choose = (start, lines) => {
      if (lines.length === count - 1) {
        const last = words.slice(start);
        if (last.length === 0 || widthOf(last) > maxWidth) return;
        const all = [...lines, last];
        const widths = all.map(widthOf);
        const phraseBreaks = all.slice(0, -1).filter((line) => endsPhrase(line.at(-1))).length;
        const score = Math.max(...widths) - Math.min(...widths) - phraseBreaks * maxWidth * 0.15;
        if (!best || score < best.score) best = { score, lines: all };
        return;
      }
      for (let end = start + 1; end < words.length; end += 1) {
        const line = words.slice(start, end);
        if (widthOf(line) > maxWidth) break;
        choose(end, [...lines, line]);
      }
    };
    choose(0, []);
    if (best) return best.lines.map((line) => line.join(' '));
  }
  return [words.join(' ')];
};

/** The logo mark: the favicon SVG, placed as a nested <svg> at (x, y) and size. */
const placeSvg = (svg, { x, y, size }) =>
  svg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`)
    .replace(/\bid="([^"]+)"/g, 'id="logo-$1"')
    .replace(/url\(#([^)]+)\)/g, 'url(#logo-$1)');

const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The largest headline size (of a few) at which the title fits in three lines, with its lines
 * ending where its phrases end if some size allows that.
 */
const fitHeadline = (font, title, maxWidth) => {
  const words = title.split(/\s+/);
  const tracking = -0.045;
  const phrasesInside = words.slice(0, -1).filter(endsPhrase).length;
  const candidates = [86, 80, 72, 64, 56].map((size) => {
    const measure = (text) => setText(font, text, { size, tracking }).width;
    const lines = wrapBalanced(words, measure, maxWidth);
    const phraseBreaks = lines.slice(0, -1).filter(endsPhrase).length;
    const fits = lines.length <= 3;
    return {
      size,
      tracking,
      lines,
      fits,
      phrased: phraseBreaks >= Math.min(lines.length - 1, phrasesInside),
    };
  });
  return (
    candidates.find((c) => c.fits && c.phrased) ??
    candidates.find((c) => c.fits) ??
    candidates.at(-1)
  );
};

/**
 * The card as SVG: paper with the hero's grid and violet glow, the logo, wordmark and tagline,
 * the headline (its last line in the indigo-to-violet gradient), the proof row and the site's host.
 */
export const shareImageSvg = ({
  width,
  height,
  name,
  tagline,
  title,
  proof,
  host,
  logoSvg,
  fonts,
}) => {
  const pad = 72;
  const ink = colors.ink;

  // Top row: logo mark and wordmark on the left, the tagline on the right.
  const logoSize = 52;
  const topBaseline = pad + 36;
  const wordmark = setText(fonts.semibold, name, {
    x: pad + logoSize + 16,
    y: topBaseline,
    size: 32,
    tracking: -0.03,
  });
  const taglineWidth = setText(fonts.medium, tagline, { size: 21 }).width;
  const taglineText = setText(fonts.medium, tagline, {
    x: width - pad - taglineWidth,
    y: topBaseline - 4,
    size: 21,
  });

  // Bottom row: a hairline, the host in an ink pill on the right, and on the left as many proof
  // points as fit beside it.
  const bottomBaseline = height - pad;
  const hairlineY = bottomBaseline - 62;
  const hostWidth = setText(fonts.medium, host, { size: 22, tracking: -0.01 }).width;
  const pill = { height: 48, width: 24 + hostWidth + 14 + 16 + 22 };
  pill.x = width - pad - pill.width;
  pill.y = bottomBaseline - 32;
  const hostText = setText(fonts.medium, host, {
    x: pill.x + 24,
    y: pill.y + 31,
    size: 22,
    tracking: -0.01,
  });
  const arrowX = pill.x + 24 + hostWidth + 14;
  const arrowY = pill.y + pill.height / 2;

  let cursor = pad;
  const proofParts = [];
  for (const [index, point] of proof.entries()) {
    const start = index > 0 ? cursor + 41 : cursor;
    const value = setText(fonts.semibold, point.value, {
      x: start,
      y: bottomBaseline,
      size: 26,
      tracking: -0.02,
    });
    const label = setText(fonts.regular, point.label, {
      x: start + value.width + 9,
      y: bottomBaseline,
      size: 21,
    });
    const end = start + value.width + 9 + label.width;
    if (end > pill.x - 40) break;
    if (index > 0) proofParts.push(rect(cursor + 20, bottomBaseline - 22, 1, 28, colors.line));
    proofParts.push(fill(value.path, ink), fill(label.path, colors.muted));
    cursor = end;
  }

  // The headline, centred between the two rows; its last line carries the gradient.
  const headline = fitHeadline(fonts.bold, title, width - pad * 2 - 24);
  const lineHeight = headline.size * 1.04;
  // Large type sits a little inside its side bearing: pull it back to align with the logo.
  const headlineX = pad - headline.size * 0.05;
  const spaceTop = pad + logoSize;
  const blockTop = spaceTop + (hairlineY - spaceTop - headline.lines.length * lineHeight) / 2;
  const lines = headline.lines.map((line, index) =>
    setText(fonts.bold, line, {
      x: headlineX,
      y: blockTop + index * lineHeight + headline.size * 0.8,
      size: headline.size,
      tracking: headline.tracking,
    }),
  );
  const accentLine = lines.length > 1 ? lines.at(-1) : undefined;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <title>${escapeXml(`${name}: ${title}`)}</title>
  <defs>
    <linearGradient id="accent-text" gradientUnits="userSpaceOnUse" x1="${headlineX}" y1="0" x2="${headlineX + (accentLine?.width ?? 600)}" y2="0">
      <stop offset="0" stop-color="${colors.accent}"/>
      <stop offset="1" stop-color="${colors.violet}"/>
    </linearGradient>
    <radialGradient id="glow-violet" gradientUnits="userSpaceOnUse" cx="${width * 0.86}" cy="${height * 0.06}" r="${width * 0.55}" gradientTransform="translate(${width * 0.86} ${height * 0.06}) scale(1 0.9) translate(${-width * 0.86} ${-height * 0.06})">
      <stop offset="0" stop-color="${colors.violet}" stop-opacity="0.22"/>
      <stop offset="0.55" stop-color="${colors.violet}" stop-opacity="0.07"/>
      <stop offset="1" stop-color="${colors.violet}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-indigo" gradientUnits="userSpaceOnUse" cx="${width * 0.68}" cy="${height * 0.78}" r="${width * 0.42}">
      <stop offset="0" stop-color="${colors.accent}" stop-opacity="0.1"/>
      <stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse" x="${pad}" y="${pad - 6}">
      <path d="M0 0V64M0 0H64" fill="none" stroke="${ink}" stroke-opacity="0.055" stroke-width="1"/>
    </pattern>
    <linearGradient id="grid-fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.3" stop-color="#fff"/>
      <stop offset="0.95" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <mask id="grid-mask"><rect width="${width}" height="${height}" fill="url(#grid-fade)"/></mask>
  </defs>
  ${rect(0, 0, width, height, colors.paper)}
  ${rect(0, 0, width, height, 'url(#grid)', 'mask="url(#grid-mask)"')}
  ${rect(0, 0, width, height, 'url(#glow-violet)')}
  ${rect(0, 0, width, height, 'url(#glow-indigo)')}
  ${placeSvg(logoSvg, { x: pad, y: pad - 6, size: logoSize })}
  ${fill(wordmark.path, ink)}
  ${fill(taglineText.path, colors.muted)}
  ${lines.map((line) => fill(line.path, line === accentLine ? 'url(#accent-text)' : ink)).join('\n  ')}
  ${rect(pad, hairlineY, width - pad * 2, 1, colors.line)}
  ${proofParts.join('\n  ')}
  <rect x="${pill.x}" y="${pill.y}" width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="${ink}"/>
  ${fill(hostText.path, '#F4F4F6')}
  <path d="M${arrowX} ${arrowY}h16M${arrowX + 10} ${arrowY - 6}l6 6-6 6" fill="none" stroke="#F4F4F6" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
};

const rect = (x, y, w, h, paint, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${paint}" ${extra}/>`;
const fill = (d, paint) => `<path d="${d}" fill="${paint}"/>`;

/** Renders the card to an opaque PNG (no alpha channel: smaller, and every network shows it as is). */
export const renderShareImage = async (input) =>
  sharp(Buffer.from(shareImageSvg(input)))
    .flatten({ background: colors.paper })
    .png({ compressionLevel: 9 })
    .toBuffer();
