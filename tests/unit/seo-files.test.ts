import { describe, expect, it } from 'vitest';
import { isNoindex, pagePathOfFile, sitemapXml } from '../../scripts/lib/seo-files.ts';

// robots.txt, the manifest and the sitemap as the build writes them: contract/seo, contract/languages.
describe('sitemapXml', () => {
  it('lists absolute URLs under a site URL with a path, XML-escaped', () => {
    const pages = ['/', '/search?a=1&b=2'].map((path) => ({ path, alternates: [] }));
    const xml = sitemapXml({ siteUrl: 'https://example.com/studio', pages });
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://example.com/studio/',
      'https://example.com/studio/search?a=1&amp;b=2',
    ]);
  });
});

describe('pagePathOfFile', () => {
  it.each([
    ['index.html', '/'],
    ['about.html', '/about'],
    ['blog/index.html', '/blog/'],
    ['blog\\first-post.html', '/blog/first-post'],
    ['404.html', null],
    ['de/404.html', null],
    ['RSC/R/_root.txt', null],
    ['og.png', null],
  ])('serves %s at %s', (file, path) => {
    expect(pagePathOfFile(file)).toBe(path);
  });
});

describe('isNoindex', () => {
  it('finds the robots noindex tag in either attribute order', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"/></head>')).toBe(true);
    expect(isNoindex("<meta content='noindex, follow' name='robots'>")).toBe(true);
    expect(isNoindex('<meta name="description" content="noindex is a word"/>')).toBe(false);
    expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false);
  });
});
