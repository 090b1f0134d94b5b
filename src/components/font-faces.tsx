import geistLatin from '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2?url';

/**
 * Preloads Geist, so the first render needs no request beyond the HTML. The @font-face rules (Geist
 * and its metric-matched fallback) are in src/styles/fonts.css, which names the same file; the
 * post-build step scripts/waku-output/subset-font.ts points this tag at its subset (a family of its
 * own in the stylesheet), and drops the second copy of this tag that React writes from the preload
 * hint it derives from it.
 */
export const FontFaces = () => (
  <link rel="preload" href={geistLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
);
