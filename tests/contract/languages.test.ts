// Each page lists the same page in every language plus x-default, reciprocally, and the sitemap says
// the same (each page's lang and canonical URL: seo.test.ts).
import { describe, expect, it } from 'vitest';
import { defaultLocale, localePath, locales } from '../../src/config/locales';
import { siteConfig } from '../../src/config/site';
import { attribute, parsePage, read } from './support/dist.ts';

const homePages = locales.map(({ code }) => ({
  code,
  url: `${siteConfig.url}${localePath(code)}`,
  alternates: new Map(
    parsePage(read(`${localePath(code).slice(1)}index.html`))
      .elements.filter(
        (link) =>
          link.tagName === 'link' &&
          attribute(link, 'rel') === 'alternate' &&
          attribute(link, 'hreflang'),
      )
      .map((link) => [attribute(link, 'hreflang'), attribute(link, 'href')]),
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
