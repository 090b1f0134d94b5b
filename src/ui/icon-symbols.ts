/**
 * The icons as one inline SVG sprite: a hidden <svg> of <symbol>s at the top of each page, which
 * each icon draws with <use> (src/ui/icon.tsx). Pure functions of the icon names and their
 * SVG bodies; src/ui/icon-sprite.tsx supplies the Lucide set.
 *
 * Why inline symbols and not CSS masks over an SVG image: every SVG image costs the browser a whole
 * SVG document, built during the style pass that first needs it, and each masked icon rasterises
 * its image again when painted. Measured here, the first layout task spent 6-10 ms (unthrottled)
 * building the image of the icons it drew, and the paint after it up to 10 ms on the masks. Symbols
 * are part of the page: parsed with it, drawn as plain vector shapes.
 */

/** The stroke every Lucide icon sets on each shape; the `.icon` class sets it once instead. */
export const ICON_STROKE =
  ' fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';

export type IconBody = (name: string) => string | undefined;

/** The <symbol>s of the given icons, 24x24 each, shapes without their stroke attributes. */
export const spriteSymbols = (names: readonly string[], bodyOf: IconBody) =>
  names
    .map((name) => {
      const body = bodyOf(name);
      if (body === undefined) throw new Error(`No icon named ${name}`);
      return `<symbol id="${name}" viewBox="0 0 24 24">${body.replaceAll(ICON_STROKE, '')}</symbol>`;
    })
    .join('');

/** The CSS of the `.icon` class: a 1em square in the text's colour, stroked as Lucide draws. */
export const ICON_CSS =
  '.icon{display:inline-block;vertical-align:middle;flex-shrink:0;width:1em;height:1em;' +
  'fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}';
