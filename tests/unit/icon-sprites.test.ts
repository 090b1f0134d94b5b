import { describe, expect, it } from 'vitest';
import {
  cellPosition,
  ICON_STROKE,
  iconRule,
  splitSprites,
  spriteSvg,
  spritesCss,
} from '../../src/lib/icon-sprites';

const bodies: Record<string, string> = {
  menu: `<path${ICON_STROKE} d="M4 6h16"/>`,
  rocket: '<path d="M1 1"/>',
  gauge: '<circle cx="12" cy="12" r="2"/>',
};
const bodyOf = (name: string) => bodies[name];

describe('splitSprites', () => {
  it('puts each icon in one sprite, sorted, the first view’s apart from the rest', () => {
    expect(splitSprites(['rocket', 'gauge', 'menu', 'rocket'], ['rocket', 'menu', 'x'])).toEqual({
      first: ['menu', 'rocket'],
      later: ['gauge'],
    });
  });
});

describe('spriteSvg', () => {
  it('places each icon in every other 24px cell and sets the stroke once', () => {
    const svg = spriteSvg(['menu', 'rocket'], bodyOf);
    expect(svg).toContain('viewBox="0 0 96 24"');
    expect(svg.match(/stroke-width/g)).toHaveLength(1);
    expect(svg).toContain('<g transform="translate(48)"><path d="M1 1"/></g>');
  });
});

describe('cellPosition', () => {
  it('maps the first and last cell to the edges of the mask', () => {
    expect(cellPosition(0, 3)).toBe('0% 0');
    expect(cellPosition(2, 3)).toBe('80% 0');
    expect(cellPosition(1, 2)).toBe('66.6667% 0');
  });
});

describe('spritesCss', () => {
  it('draws each icon from its own sprite, sized by that sprite’s length', () => {
    const css = spritesCss([['menu', 'rocket'], ['gauge'], []], bodyOf);
    expect(css).toContain('.i-lucide-menu,.i-lucide-rocket,.i-lucide-gauge{display:inline-block');
    const rules = css.split('}').filter((rule) => rule.includes('mask:'));
    expect(rules).toHaveLength(2);
    expect(rules[0]).toMatch(/^\.i-lucide-menu,\.i-lucide-rocket\{.*viewBox='0 0 96 24'/);
    expect(rules[0]).toContain('mask-size:400% 100%');
    expect(rules[1]).toMatch(/^\.i-lucide-gauge\{.*viewBox='0 0 48 24'/);
    expect(rules[1]).toContain('mask-size:200% 100%');
  });
});

describe('iconRule', () => {
  const sprites = [['menu', 'rocket'], ['gauge']];
  it('moves the mask to the icon’s cell in its sprite', () => {
    expect(iconRule('rocket', sprites, bodyOf)).toEqual({
      '-webkit-mask-position': '66.6667% 0',
      'mask-position': '66.6667% 0',
    });
    expect(iconRule('gauge', sprites, bodyOf)['mask-position']).toBe('0% 0');
  });

  it('gives an icon no sprite holds an image of its own', () => {
    const rule = iconRule('gauge', [['menu']], bodyOf);
    expect(rule.mask).toMatch(
      /^url\("data:image\/svg\+xml,.*viewBox='0 0 48 24'.*no-repeat 0 0 \/ 200% 100%$/,
    );
  });
});
