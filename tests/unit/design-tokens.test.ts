import { describe, expect, it } from 'vitest';
import {
  ANCHOR_OFFSET_DESKTOP_PX,
  ANCHOR_OFFSET_MOBILE_PX,
  MOBILE_BREAKPOINT_PX,
  STACK_HEIGHT_VH,
} from '../../src/config/spec';
import { MOBILE_BREAKPOINT_EM, MOBILE_MEDIA, SPEC_CSS } from '../../src/lib/spec-css';
import { colorCustomProperties, colors, rgbChannels, themeColors } from '../../src/styles/colors';

describe('the spec numbers CSS receives', () => {
  it('puts the anchor offsets, 80px and 100px below 768px, and the 300vh stack into :root', () => {
    expect(SPEC_CSS).toContain(`--anchor-offset:${ANCHOR_OFFSET_DESKTOP_PX}px`);
    expect(SPEC_CSS).toContain(`--stack-height:${STACK_HEIGHT_VH}vh`);
    expect(SPEC_CSS).toContain(
      `@media (max-width: 767px){:root{--anchor-offset:${ANCHOR_OFFSET_MOBILE_PX}px}}`,
    );
    expect(SPEC_CSS).toContain('--anchor-offset:80px;');
  });

  it('derives the mobile media query and the em breakpoint from the 768px of the spec', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(MOBILE_MEDIA).toBe('(max-width: 767px)');
    expect(MOBILE_BREAKPOINT_EM).toBe('48em');
  });
});

describe('the colour tokens', () => {
  it('turns a hex colour into RGB channels', () => {
    expect(rgbChannels('#4F46E5')).toBe('79 70 229');
    expect(rgbChannels('#FFFFFF')).toBe('255 255 255');
    expect(rgbChannels('#000000')).toBe('0 0 0');
  });

  it('writes one custom property per token, DEFAULT under the group name', () => {
    const css = colorCustomProperties({
      ink: { DEFAULT: '#0B0B10', soft: '#16161D' },
      line: '#E4E4DF',
    });
    expect(css).toBe(
      ':root{--color-ink:11 11 16;--color-ink-soft:22 22 29;--color-line:228 228 223}',
    );
  });

  it('gives UnoCSS theme colours that read those properties, shaped like the palette', () => {
    expect(themeColors({ ink: { DEFAULT: '#0B0B10', soft: '#16161D' }, line: '#E4E4DF' })).toEqual({
      ink: { DEFAULT: 'rgb(var(--color-ink))', soft: 'rgb(var(--color-ink-soft))' },
      line: 'rgb(var(--color-line))',
    });
  });

  it('covers the whole palette: every theme colour has its property', () => {
    const css = colorCustomProperties();
    const names = JSON.stringify(themeColors()).match(/--color-[a-z-]+/g) ?? [];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(css).toContain(`${name}:`);
    expect(css).toContain(`--color-paper:${rgbChannels(colors.paper)}`);
  });
});
