// The languages over the real build: each page lists the same page in every language plus
// x-default, reciprocally, and the sitemap says the same (its lang and canonical: seo.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localePath, locales } from '../../src/config/locales';

const dist = resolve(import.meta.dirname, '..', '..', 'dist', 'public');
if (!existsSync(join(dist, 'index.html')))
  throw new Error(`No build in ${dist}: run \`npm run build\` first.`);

type Element = DefaultTreeAdapterTypes.Element;

const elementsOf = (html: string) => {
  const found: Element[] = [];
  const visit = (node: DefaultTreeAdapterTypes.Node) => {
    if ('tagName' in node) found.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return found;
};
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

const siteUrl = (() => {
  const canonical = elementsOf(readFileSync(join(dist, 'index.html'), 'utf8')).find(
    (element) => element.tagName === 'link' && attr(element, 'rel') === 'canonical',
  );
  return new URL(attr(canonical as Element, 'href') ?? '').origin;
})();

const homePages = locales.map(({ code }) => {
  const path = localePath(code);
  const elements = elementsOf(readFileSync(join(dist, path, 'index.html'), 'utf8'));
  const links = elements.filter((element) => element.tagName === 'link');
  return {
    code,
    url: `${siteUrl}${path}`,
    alternates: new Map(
      links
        .filter((link) => attr(link, 'rel') === 'alternate' && attr(link, 'hreflang'))
        .map((link) => [attr(link, 'hreflang'), attr(link, 'href')]),
    ),
  };
});

describe('the pages of each language', () => {
  it.each(homePages)('$code: lists the page in every language and x-default, as absolute URLs', ({
    alternates,
  }) => {
    expect([...alternates.keys()].sort()).toEqual(
      [...locales.map(({ code }) => code), 'x-default'].sort(),
    );
    for (const href of alternates.values()) expect(href).toMatch(/^https?:\/\//);
    expect(alternates.get('x-default')).toBe(`${siteUrl}${localePath(defaultLocale)}`);
  });

  it('lists each other reciprocally: every page named by another names it back, at its canonical URL', () => {
    for (const page of homePages) {
      for (const other of homePages) {
        expect(other.alternates.get(page.code), `${other.code} → ${page.code}`).toBe(page.url);
      }
    }
  });

  it('gives each language’s 404 page its language', () => {
    for (const { code } of locales) {
      const html = readFileSync(join(dist, localePath(code), '404.html'), 'utf8');
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${code}"`));
    }
  });

  it('has a sitemap with each page and the same alternates as its <head>', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(
      ([, loc, body]) => ({
        loc,
        alternates: new Map(
          [...(body ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
            lang,
            href,
          ]),
        ),
      }),
    );
    expect(entries.map(({ loc }) => loc)).toEqual(homePages.map(({ url }) => url));
    for (const page of homePages) {
      expect(entries.find(({ loc }) => loc === page.url)?.alternates).toEqual(page.alternates);
    }
  });
});
