import { describe, expect, it } from 'vitest';
import { envDefaults, readSiteConfig } from '../../src/config/env';
import { copyFor } from '../../src/content/copy';
import { seo, seoCopyOf, shareImageOf } from '../../src/content/seo';
import {
  isNoindex,
  pagePathOfFile,
  robotsTxt,
  sitemapXml,
  webManifest,
} from '../../src/features/seo/seo-files';

const siteUrls = [
  envDefaults.WAKU_PUBLIC_SITE_URL,
  'https://www.example-agency.co.uk/',
  'https://example.com/studio',
];

describe('robotsTxt', () => {
  it.each(siteUrls)('lets every crawler in and names the sitemap on %s', (url) => {
    const site = readSiteConfig({ WAKU_PUBLIC_SITE_URL: url });
    const text = robotsTxt({ siteUrl: site.url, sitemapPath: '/sitemap.xml' });
    expect(text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  });

  it('carries the default site URL when none is configured', () => {
    const text = robotsTxt({ siteUrl: readSiteConfig({}).url, sitemapPath: '/sitemap.xml' });
    expect(text).toContain('Sitemap: https://humanoid.dev/sitemap.xml');
  });
});

describe('sitemapXml', () => {
  const page = (path: string) => ({ path, alternates: [] });

  it.each(siteUrls)('lists the pages as absolute URLs of %s', (url) => {
    const site = readSiteConfig({ WAKU_PUBLIC_SITE_URL: url });
    const xml = sitemapXml({ siteUrl: site.url, pages: [page('/'), page('/about')] });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${site.url}/`,
      `${site.url}/about`,
    ]);
  });

  it('escapes the characters XML reserves', () => {
    const xml = sitemapXml({ siteUrl: 'https://example.com', pages: [page('/search?a=1&b=2')] });
    expect(xml).toContain('<loc>https://example.com/search?a=1&amp;b=2</loc>');
  });

  it('names the same page in every language with xhtml:link alternates', () => {
    const alternates = [
      { hreflang: 'en', href: 'https://example.com/' },
      { hreflang: 'de', href: 'https://example.com/de/' },
    ];
    const xml = sitemapXml({
      siteUrl: 'https://example.com',
      pages: [{ path: '/de/', alternates }],
    });
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/"/>',
    );
  });
});

describe('pagePathOfFile', () => {
  it('maps output files to the clean URLs the static host serves them at', () => {
    expect(pagePathOfFile('index.html')).toBe('/');
    expect(pagePathOfFile('about.html')).toBe('/about');
    expect(pagePathOfFile('blog/index.html')).toBe('/blog/');
    expect(pagePathOfFile('blog\\first-post.html')).toBe('/blog/first-post');
  });

  it('leaves out the 404 page and files that are not pages', () => {
    expect(pagePathOfFile('404.html')).toBeNull();
    expect(pagePathOfFile('de/404.html')).toBeNull();
    expect(pagePathOfFile('RSC/R/_root.txt')).toBeNull();
    expect(pagePathOfFile('og.png')).toBeNull();
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

describe('webManifest', () => {
  it('names the site and lists the icons with their sizes and purposes', () => {
    const manifest = webManifest({
      name: 'Humanoid',
      description: seoCopyOf(copyFor('en')).home.description,
      language: 'en',
      themeColor: seo.themeColor,
      backgroundColor: seo.themeColor,
      icons: seo.icons.manifest,
    });
    expect(manifest).toMatchObject({
      name: 'Humanoid',
      short_name: 'Humanoid',
      start_url: '/',
      lang: 'en',
      theme_color: '#FAFAF7',
    });
    expect(manifest.icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});

describe('seo content', () => {
  it.each([
    'en',
    'de',
  ] as const)('%s: keeps the title and description within what a search result shows', (locale) => {
    const { home } = seoCopyOf(copyFor(locale));
    expect(home.title.length).toBeLessThanOrEqual(60);
    expect(home.title).toContain('Humanoid');
    expect(home.description.length).toBeGreaterThanOrEqual(120);
    expect(home.description.length).toBeLessThanOrEqual(160);
  });

  it.each([
    'en',
    'de',
  ] as const)('%s: describes the share image by the headline it is drawn from', (locale) => {
    const copy = copyFor(locale);
    const image = shareImageOf(locale, copy);
    expect(image).toMatchObject({ width: 1200, height: 630, type: 'image/png' });
    expect(image.alt).toContain(copy.hero.title);
    expect(image.path).toBe(locale === 'en' ? '/og.png' : `/og-${locale}.png`);
  });
});
