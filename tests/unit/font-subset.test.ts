import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { flightScript, readFlight } from '../../scripts/waku-output/flight-data.ts';
import {
  addSubsetFamily,
  charactersInRange,
  fontFacesOf,
  formatUnicodeRange,
  PRINTABLE_ASCII,
  parseUnicodeRange,
  weightRange,
} from '../../scripts/waku-output/font-faces.ts';
import { renameInPage, run } from '../../scripts/waku-output/subset-font.ts';
import { shapeError } from './support/shape-error.ts';

const FONT = '/assets/geist-abc12345.woff2';
const CSS = [
  'a{color:red}',
  `@font-face{font-family:Geist;font-display:swap;font-weight:400 700;src:url(${FONT}) format("woff2");`,
  'unicode-range:U+0000-00FF,U+2000-206F}@font-face{font-family:Other;src:url(/assets/other.woff2)}',
].join('');

describe('unicode ranges', () => {
  it('reads single code points and ranges, and refuses what the fonts do not write (wildcards)', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+131')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
    ]);
    expect(() => parseUnicodeRange('latin')).toThrow(/unicode-range/);
    expect(() => parseUnicodeRange('U+4??')).toThrow(/unicode-range/);
  });

  it('writes the shortest range list', () => {
    expect(formatUnicodeRange([0x21, 0x20, 0x22, 0xa9, 0x2019, 0x2013, 0x2014])).toBe(
      'U+0020-0022,U+00A9,U+2013-2014,U+2019',
    );
  });

  it('collects the characters of the texts in range, with printable ASCII always', () => {
    const found = charactersInRange(
      ['Café · “quoted” – 日本'],
      parseUnicodeRange('U+0-FF,U+2000-206F'),
    );
    expect(found).toEqual(expect.arrayContaining([0xe9, 0xb7, 0x201c, 0x201d, 0x2013]));
    for (const char of PRINTABLE_ASCII) expect(found).toContain(char.codePointAt(0));
    expect(found).not.toContain(0x65e5);
    expect(found).not.toContain(0x0a);
  });
});

describe('@font-face rewriting', () => {
  it('finds the faces of a font and reads their descriptors', () => {
    expect(fontFacesOf(CSS, FONT)).toHaveLength(1);
    const [descriptors = new Map()] = fontFacesOf(CSS, FONT);
    expect(descriptors.get('font-family')).toBe('Geist');
    expect(weightRange(descriptors)).toEqual([400, 700]);
    expect(() => weightRange(new Map([['font-weight', 'bold']]))).toThrow(/font-weight: bold/);
    expect(weightRange(new Map())).toEqual([400, 400]);
  });

  const subsetOf = (css: string) =>
    addSubsetFamily(css, {
      from: FONT,
      to: '/assets/geist-sub.woff2',
      unicodeRange: 'U+0020-007E',
      family: '"Geist"',
    });

  it('adds the subset face after the full one, in a family of its own', () => {
    const faces = subsetOf(CSS).css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    expect(faces[0]).toContain(`url(${FONT})`);
    expect(faces[0]).toContain('font-family:Geist;');
    expect(faces[0]).toContain('unicode-range:U+0000-00FF,U+2000-206F');
    expect(faces[1]).toBe(
      '@font-face{font-family:"Geist Subset";font-display:swap;font-weight:400 700;src:url(/assets/geist-sub.woff2) format("woff2");unicode-range:U+0020-007E}',
    );
    expect(faces[2]).toContain('Other');
  });

  it('lists the subset family first wherever the font is named, and nowhere else', () => {
    const { css, listed } = subsetOf(
      `${CSS}html{font-family:ui-sans-serif,system-ui}body{font-family:"Geist", 'Geist Fallback',sans-serif}` +
        '.x{font-family:geist}.y{font-family:Geist Fallback}',
    );
    expect(listed).toBe(2);
    expect(css).toContain(`body{font-family:"Geist Subset","Geist", 'Geist Fallback',sans-serif}`);
    expect(css).toContain('.x{font-family:"Geist Subset",geist}');
    expect(css).toContain('html{font-family:ui-sans-serif,system-ui}');
    expect(css).toContain('.y{font-family:Geist Fallback}');
    // The @font-face rules keep their own family.
    expect(css).toContain('@font-face{font-family:Geist;');
    expect(css).toContain('@font-face{font-family:Other;');
    // A second subset of the family is not listed twice.
    expect(subsetOf(css).listed).toBe(0);
  });
});

describe('renameInPage', () => {
  it('renames the font in the payload too when a chunk boundary splits its name', () => {
    const payload = `:HL["${FONT}","font"]\n`;
    const cut = payload.indexOf('abc');
    const page = `<html><head><link rel="preload" href="${FONT}" as="font"/></head><body>${[
      payload.slice(0, cut),
      payload.slice(cut),
    ]
      .map(flightScript)
      .join('')}</body></html>`;
    const renamed = renameInPage(page, FONT, '/assets/geist-sub.woff2');
    expect(renamed).not.toContain(FONT);
    expect(readFlight(renamed)).toBe(':HL["/assets/geist-sub.woff2","font"]\n');
  });
});

describe('an unexpected shape of the built files fails the build', () => {
  const builtSite = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'subset-font-'));
    onTestFinished(() => rmSync(root, { recursive: true }));
    mkdirSync(join(root, 'assets'));
    for (const [path, content] of Object.entries(files)) writeFileSync(join(root, path), content);
    return root;
  };

  it('without a stylesheet in assets/', async () => {
    const root = builtSite({ 'index.html': '<html><head></head><body>Hi</body></html>' });
    await expect(run({ root })).rejects.toThrow(shapeError('subset-font', 'stylesheet'));
  });

  it('without a preloaded woff2 font', async () => {
    const root = builtSite({
      'index.html': '<html><head><link rel="icon" href="/x.svg"/></head><body>Hi</body></html>',
      'assets/a.css': CSS,
    });
    await expect(run({ root })).rejects.toThrow(shapeError('subset-font', 'as="font"'));
  });
});
