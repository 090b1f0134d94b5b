// Each page lists the same page in every language plus x-default, reciprocally, and the sitemap says
// the same (each page's lang and canonical URL: seo.test.ts).
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales, pagePaths, subPages, workPaths } from '../../src/config/locales';
import { siteConfig } from '../../src/config/site';
import { workSlugs } from '../../src/content/work';
import { attribute, parsePage, read } from './support/dist.ts';

// The home page, the legal pages and the case studies, each in every language.
const twins = [
  ...[undefined, ...subPages].map((page) => ({ page: page ?? 'home', paths: pagePaths(page) })),
  ...workSlugs().map((slug) => ({ page: slug, paths: workPaths(slug) })),
].map(({ page, paths }) =>
  locales.map(({ code }) => ({
    code,
    page,
    url: `${siteConfig.url}${paths[code]}`,
    alternates: alternatesOf(`${paths[code].slice(1)}index.html`),
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
  it('lists each page in every language and x-default, reciprocally, at its canonical URL', () => {
    for (const pages of twins) {
      const defaultTwin = pages.find(({ code }) => code === defaultLocale);
      for (const page of pages) {
        const named = `${page.page}, ${page.code}`;
        expect([...page.alternates.keys()].sort(), named).toEqual(
          [...locales.map(({ code }) => code), 'x-default'].sort(),
        );
        expect(page.alternates.get('x-default'), named).toBe(defaultTwin?.url);
        for (const other of pages) {
          expect(
            other.alternates.get(page.code),
            `${other.page}: ${other.code} → ${page.code}`,
          ).toBe(page.url);
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
