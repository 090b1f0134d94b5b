import geistLatin from '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2?url';

/**
 * Geist, self-hosted: the Latin subset only, preloaded so the first render needs no other request.
 * 'Geist Fallback' is Arial (or its metric twin Liberation Sans) scaled to Geist's metrics, so the
 * swap from fallback to Geist does not move a line.
 */
const css = `
@font-face {
  font-family: 'Geist';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${geistLatin}) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: 'Geist Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
  ascent-override: 95.94%;
  descent-override: 28.16%;
  line-gap-override: 0%;
  size-adjust: 104.76%;
}`;

export const FontFaces = () => (
  <>
    <link rel="preload" href={geistLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
    {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static CSS written above, no visitor input */}
    <style dangerouslySetInnerHTML={{ __html: css }} />
  </>
);
