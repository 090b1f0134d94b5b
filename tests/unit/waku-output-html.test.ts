import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  elementsOf,
  isInlineScript,
  isLink,
  removal,
} from '../../scripts/waku-output/html.ts';

// What regular expressions over the markup got wrong or could not see: a tag in a comment or in a
// script's text, a `>` inside a quoted attribute, attributes in any order and case.
const page = [
  '<!DOCTYPE html><html><head>',
  '<!-- <link rel="stylesheet" href="/old.css"> -->',
  '<link title="a > b" HREF="/site.css" REL="Stylesheet"/>',
  '<link rel="modulepreload preload" href="/a.js">',
  '</head><body><p>Hi</p>',
  '<script>document.write("<link rel=stylesheet href=/x.css>")</script>',
  '<script type="application/ld+json">{"a":1}</script>',
  '</body></html>',
].join('');

describe('the pages as an HTML parser reads them', () => {
  const elements = elementsOf(page);

  it('finds elements by their attributes, not by how the tag is spelled', () => {
    const stylesheets = elements.filter((element) => isLink(element, 'stylesheet'));
    expect(stylesheets.map((link) => [link.attributes.get('href'), link.inHead])).toEqual([
      ['/site.css', true],
    ]);
    expect(elements.filter((element) => isLink(element, 'modulepreload'))).toHaveLength(1);
  });

  it('gives a script’s text as written, and tells code from data blocks', () => {
    const scripts = elements.filter(isInlineScript);
    expect(scripts.map((script) => script.text)).toEqual([
      'document.write("<link rel=stylesheet href=/x.css>")',
    ]);
    const [script] = scripts;
    expect(
      page.slice(script?.textStart, (script?.textStart ?? 0) + (script?.text.length ?? 0)),
    ).toBe(script?.text);
  });

  it('edits at the parser’s offsets and leaves every other byte as it was', () => {
    const link = elements.find((element) => isLink(element, 'stylesheet'));
    const edited = applyEdits(page, [
      { ...removal(link as NonNullable<typeof link>), text: '<style>a{}</style>' },
    ]);
    expect(edited).toBe(
      page.replace('<link title="a > b" HREF="/site.css" REL="Stylesheet"/>', '<style>a{}</style>'),
    );
    expect(() =>
      applyEdits(page, [
        { start: 0, end: 10, text: '' },
        { start: 5, end: 12, text: '' },
      ]),
    ).toThrow(/Overlapping/);
  });
});
