import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../scripts/postbuild/seo.ts';

// robots.txt, the manifest and the sitemap as the build writes them: contract/seo, contract/languages.
describe('sitemapXml', () => {
  it('lists absolute URLs under a site URL with a path, XML-escaped', () => {
    const pages = ['/', '/search?a=1&b=2'].map((path) => ({ path, alternates: [] }));
    const xml = sitemapXml('https://example.com/studio', pages);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://example.com/studio/',
      'https://example.com/studio/search?a=1&#38;b=2',
    ]);
  });
});
