import geistLatin from '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2?url';

// So the first render needs no other request; scripts/waku-output/subset-font.ts points it at the
// subset (performance.md, 1).
export const FontFaces = () => (
  <link rel="preload" href={geistLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
);
