// Symbols are parsed with the page, where mask icons cost an SVG document each (performance.md, 8).

/** The stroke every Lucide icon sets on each shape; the `.icon` class sets it once instead. */
export const ICON_STROKE =
  ' fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';

type IconBody = (name: string) => string | undefined;

export const spriteSymbols = (names: readonly string[], bodyOf: IconBody) =>
  names
    .map((name) => {
      const body = bodyOf(name);
      if (body === undefined) throw new Error(`No icon named ${name}`);
      return `<symbol id="${name}" viewBox="0 0 24 24">${body.replaceAll(ICON_STROKE, '')}</symbol>`;
    })
    .join('');

export const ICON_CSS =
  '.icon{display:inline-block;vertical-align:middle;flex-shrink:0;width:1em;height:1em;' +
  'fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}';
