/**
 * The CSS of the `i-lucide-<name>` icon classes: masks over SVG sprites, one row of 24x24 cells
 * per sprite, each cell followed by an empty one so that no neighbour bleeds in at the edges when
 * scaled. Pure functions of the icon names and their SVG bodies; uno.config.ts supplies both.
 *
 * Why sprites: every distinct SVG image costs the browser a whole SVG document, built during the
 * style pass that first needs it (35 separate images tripled the style work of the first paint).
 * Why two: that document costs in proportion to its elements, and one sprite of every icon made the
 * first style pass build all 36 icons (124 elements, 17 ms of a 113 ms first layout task measured
 * here) to draw the fifteen of the sections that task styles. The first sprite holds those; the
 * other is built when the browser or render-ahead lays out the next section that draws an icon.
 */

export const ICON_STROKE =
  ' fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';

export type IconBody = (name: string) => string | undefined;

/** The icon names split into the first view's sprite and the rest's, each sorted, none twice. */
export const splitSprites = (names: Iterable<string>, firstView: Iterable<string>) => {
  const all = [...new Set(names)].sort();
  const first = new Set(firstView);
  return {
    first: all.filter((name) => first.has(name)),
    later: all.filter((name) => !first.has(name)),
  };
};

/** An SVG of the given icons side by side, every other 24px cell empty; strokes set once. */
export const spriteSvg = (names: string[], bodyOf: IconBody) => {
  const cells = names
    .map((name, index) => {
      const body = (bodyOf(name) ?? '').replaceAll(ICON_STROKE, '');
      return index === 0 ? body : `<g transform="translate(${index * 48})">${body}</g>`;
    })
    .join('');
  const width = names.length * 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 24"><g${ICON_STROKE}>${cells}</g></svg>`;
};

/** A CSS url() of an SVG, as a data URI that needs no base64. */
export const svgUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')}")`;

const round = (value: number) => String(Math.round(value * 10000) / 10000);

/** The mask position of the icon at `index` in a sprite of `count` icons. */
export const cellPosition = (index: number, count: number) =>
  `${round((200 * index) / (2 * count - 1))}% 0`;

/** The shared rules: every icon's box, then each sprite's image and size for its own icons. */
export const spritesCss = (sprites: string[][], bodyOf: IconBody) => {
  const filled = sprites.filter((names) => names.length > 0);
  const selectors = (names: string[]) => names.map((name) => `.i-lucide-${name}`).join(',');
  const box = `${selectors(filled.flat())}{display:inline-block;vertical-align:middle;flex-shrink:0;width:1em;height:1em;background-color:currentColor}`;
  const masks = filled.map((names) => {
    const image = svgUrl(spriteSvg(names, bodyOf));
    const size = `${names.length * 200}% 100%`;
    return `${selectors(names)}{-webkit-mask:${image} no-repeat;mask:${image} no-repeat;-webkit-mask-size:${size};mask-size:${size}}`;
  });
  return [box, ...masks].join('');
};

/**
 * The rule of one icon class: its cell in the sprite that holds it, or, for an icon no sprite
 * holds (a class added while the dev server runs), an image of its own.
 */
export const iconRule = (name: string, sprites: string[][], bodyOf: IconBody) => {
  const sprite = sprites.find((names) => names.includes(name));
  if (!sprite) {
    const single = svgUrl(spriteSvg([name], bodyOf));
    return {
      '-webkit-mask': `${single} no-repeat 0 0 / 200% 100%`,
      mask: `${single} no-repeat 0 0 / 200% 100%`,
    };
  }
  const position = cellPosition(sprite.indexOf(name), sprite.length);
  return { '-webkit-mask-position': position, 'mask-position': position };
};
