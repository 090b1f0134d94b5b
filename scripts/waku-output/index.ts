// Everything the build does to Waku's output, in the order it runs. Each rewrite finds what it
// edits with an HTML parser (html.ts) and fails the build, naming itself and the installed Waku and
// React, when the output does not have the shape it was written for (shape.ts). The promises they
// make are tested over the real build by tests/contract/waku-output.test.ts.
//
// - locale-pages: each page's <html lang>, each language's 404 page where hosts look for it
// - subset-font: the preloaded font cut to the characters of the site (font-faces.ts edits the CSS)
// - inline-css: the stylesheet into each page as a <style>; its traces in the payloads removed
// - defer-hydration: the modules and the RSC payload (flight-data.ts) loaded after the first paint,
//   by a loader that takes the place of the bootstrap's entry import (client-entry.ts)
import * as deferHydration from './defer-hydration.ts';
import * as inlineCss from './inline-css.ts';
import * as localePages from './locale-pages.ts';
import * as subsetFont from './subset-font.ts';

export type Step = { name: string; run: (options: { root: string }) => Promise<string> };

/** In order: the subset edits the stylesheet inline-css inlines, which edits the payload defer-hydration moves. */
export const rewrites: Step[] = [
  { name: 'locale-pages', run: localePages.run },
  { name: 'subset-font', run: subsetFont.run },
  { name: 'inline-css', run: inlineCss.run },
  { name: 'defer-hydration', run: deferHydration.run },
];
