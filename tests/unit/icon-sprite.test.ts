import { icons as lucide } from '@iconify-json/lucide';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../src/ui/icon-sprite';
import { ICON_CSS, ICON_STROKE, spriteSymbols } from '../../src/ui/icon-symbols';

const bodies: Record<string, string> = {
  'i-lucide-menu': `<path${ICON_STROKE} d="M4 6h16"/>`,
  'i-lucide-gauge': '<circle cx="12" cy="12" r="2"/>',
};
const bodyOf = (name: string) => bodies[name];

describe('spriteSymbols', () => {
  it('makes one 24x24 symbol per icon, named as the icon, without the stroke attributes', () => {
    expect(spriteSymbols(['i-lucide-menu', 'i-lucide-gauge'], bodyOf)).toBe(
      '<symbol id="i-lucide-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol>' +
        '<symbol id="i-lucide-gauge" viewBox="0 0 24 24"><circle cx="12" cy="12" r="2"/></symbol>',
    );
  });

  it('refuses an icon it has no drawing for', () => {
    expect(() => spriteSymbols(['i-lucide-nope'], bodyOf)).toThrow(/i-lucide-nope/);
  });

  it('leaves the stroke to the .icon class, which sets each attribute the symbols lose', () => {
    for (const [, name, value] of ICON_STROKE.matchAll(/([\w-]+)="([^"]*)"/g))
      expect(ICON_CSS).toContain(`${name}:${value}`);
  });
});

describe('the sprite’s icons, those the source names', () => {
  it('each has a Lucide drawing, stroked as the .icon class strokes it', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(30);
    for (const name of ICON_NAMES) {
      const body = lucide.icons[name.replace('i-lucide-', '')]?.body ?? '';
      expect(body, name).toContain(ICON_STROKE);
    }
  });
});
