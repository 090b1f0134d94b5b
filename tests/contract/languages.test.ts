// Each page lists the same page in every language plus x-default, reciprocally, and the sitemap says
// the same (each page's lang and canonical URL: seo.test.ts).
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales, pagePath, subPages } from '../../src/config/locales';
import { siteConfig } from '../../src/config/site';
import { attribute, parsePage, read } from './support/dist.ts';

// The home page and the legal pages, each in every language.
const twins = [undefined, ...subPages].map((page) =>
  locales.map(({ code }) => ({
    code,
    page: page ?? 'home',
    url: `${siteConfig.url}${pagePath(code, page)}`,
    alternates: alternatesOf(`${pagePath(code, page).slice(1)}index.html`),
  })),
);

function alternatesOf(file: string) {
  return new Map(
    parsePage(read(file))
      .elements.filter(
        (link) =>
          link.tagName === 'link' &&
          attribute(link, 'rel') === 'alternate' &&
          attribute(link, 'hreflang'),
      )
      .map((link) => [attribute(link, 'hreflang'), attribute(link, 'href')]),
  );
}

describe('the pages of each language', () => {
  it.each(
    twins.flat(),
  )('$page, $code: lists the page in every language and x-default, as absolute URLs', ({
    alternates,
    page,
  }) => {
    expect([...alternates.keys()].sort()).toEqual(
      [...locales.map(({ code }) => code), 'x-default'].sort(),
    );
    const defaultTwin = twins
      .flat()
      .find((twin) => twin.page === page && twin.code === defaultLocale);
    expect(alternates.get('x-default')).toBe(defaultTwin?.url);
  });

  it('lists each other reciprocally: every page named by another names it back, at its canonical URL', () => {
    for (const pages of twins) {
      for (const page of pages) {
        for (const other of pages) {
          const path = `${other.page}: ${other.code} → ${page.code}`;
          expect(other.alternates.get(page.code), path).toBe(page.url);
        }
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
    const pages = twins.flat().map(({ url, alternates }) => ({ loc: url, alternates }));
    const byLoc = (a: { loc?: string }, b: { loc?: string }) =>
      (a.loc ?? '').localeCompare(b.loc ?? '');
    expect(entries.sort(byLoc)).toEqual(pages.sort(byLoc));
  });
});
