import geistLatin from '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2?url';

/**
 * Preloads Geist, so the first render needs no request beyond the HTML. Geist's @font-face is in
 * src/styles/fonts.css, which names the same file (its metric-matched fallback comes from
 * scripts/lib/font-metrics.ts through uno.config.ts); the post-build step
 * scripts/waku-output/subset-font.ts points this tag at its subset (a family of its own in the
 * stylesheet), and drops the second copy of this tag that React writes from the preload hint it
 * derives from it.
 */
export const FontFaces = () => (
  <link rel="preload" href={geistLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
);
