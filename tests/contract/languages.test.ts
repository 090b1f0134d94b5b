// Each page lists the same page in every language plus x-default, reciprocally, and the sitemap says
// the same (each page's lang and canonical URL: seo.test.ts).
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localePath, locales } from '../../src/config/locales';
import { siteConfig } from '../../src/config/site';
import { read } from './support/dist.ts';

type Node = DefaultTreeAdapterTypes.Node;
const attr = (node: Node, name: string) =>
  'attrs' in node ? node.attrs.find((a) => a.name === name)?.value : undefined;
const linksOf = (html: string) => {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && node.tagName === 'link') found.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return found;
};

const homePages = locales.map(({ code }) => ({
  code,
  url: `${siteConfig.url}${localePath(code)}`,
  alternates: new Map(
    linksOf(read(`${localePath(code).slice(1)}index.html`))
      .filter((link) => attr(link, 'rel') === 'alternate' && attr(link, 'hreflang'))
      .map((link) => [attr(link, 'hreflang'), attr(link, 'href')]),
  ),
}));

describe('the pages of each language', () => {
  it.each(homePages)('$code: lists the page in every language and x-default, as absolute URLs', ({
    alternates,
  }) => {
    expect([...alternates.keys()].sort()).toEqual(
      [...locales.map(({ code }) => code), 'x-default'].sort(),
    );
    expect(alternates.get('x-default')).toBe(`${siteConfig.url}${localePath(defaultLocale)}`);
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
      expect(read(`${localePath(code).slice(1)}404.html`)).toMatch(
        new RegExp(`^<!DOCTYPE html><html lang="${code}"`),
      );
    }
  });

  it('has a sitemap with each page and the same alternates as its <head>', () => {
    const entries = [
      ...read('sitemap.xml').matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g),
    ].map(([, loc, body = '']) => ({
      loc,
      alternates: new Map(
        [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
          lang,
          href,
        ]),
      ),
    }));
    expect(entries).toEqual(homePages.map(({ url, alternates }) => ({ loc: url, alternates })));
  });
});
