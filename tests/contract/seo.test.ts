import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { localePath, locales } from '../../src/config/locales';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { faqContent, servicesContent } from '../../src/content/sections';
import { seo, seoCopyOf, shareImageOf } from '../../src/content/seo';
import { parsePage, read, readBytes, textOf } from './support/dist.ts';

// What crawlers and social networks read: the raw HTML and files of the build, no script run.

type Attributes = Record<string, string>;

/** The elements of this tag that are children of the page's <head>. */
const inHead = (html: string, tag: 'meta' | 'link' | 'title') =>
  parsePage(html).elements.filter(
    (element) => element.tagName === tag && element.parentNode?.nodeName === 'head',
  );

/** The attributes of every <meta> or <link> tag in the HTML's head. */
const headTags = (html: string, tag: 'meta' | 'link'): Attributes[] =>
  inHead(html, tag).map((element) =>
    Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
  );

/** The content of the one <meta> with this name or property; fails if there are none or several. */
const metaContent = (html: string, key: string) => {
  const found = headTags(html, 'meta').filter((tag) => tag.name === key || tag.property === key);
  expect(found, `one <meta> ${key}`).toHaveLength(1);
  return found[0]?.content;
};

const links = (html: string, rel: string) =>
  headTags(html, 'link').filter((tag) => tag.rel === rel);

const expectPng = async (path: string, [width, height]: [number, number]) =>
  expect(await sharp(readBytes(path)).metadata(), path).toMatchObject({
    format: 'png',
    width,
    height,
  });

const home = `${siteConfig.url}/`;

/** Each language's home page, with the words and share image it must carry. */
const pages = locales.map(({ code, ogLocale }) => {
  const copy = copyFor(code);
  const path = localePath(code);
  return {
    code,
    ogLocale,
    path,
    url: `${siteConfig.url}${path}`,
    html: read(`${path.slice(1)}index.html`),
    seo: seoCopyOf(copy),
    shareImage: shareImageOf(code, copy),
    faq: faqContent(copy),
    services: servicesContent(copy),
  };
});

describe('what crawlers and social networks read', () => {
  it.each(
    pages,
  )('$path: its head has its title, description, canonical URL, Open Graph and Twitter card', async (page) => {
    const { html, url, seo: words, shareImage } = page;
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${page.code}">`));
    expect(inHead(html, 'title').map(textOf)).toEqual([words.home.title]);
    expect(metaContent(html, 'description')).toBe(words.home.description);
    expect(links(html, 'canonical').map((link) => link.href)).toEqual([url]);
    expect(headTags(html, 'meta').some((tag) => tag.name === 'robots')).toBe(false);

    const expected: [string, string][] = [
      ['og:type', 'website'],
      ['og:site_name', siteConfig.name],
      ['og:locale', page.ogLocale],
      ['og:url', url],
      ['og:title', words.home.title],
      ['og:description', words.home.description],
      ['og:image', `${siteConfig.url}${shareImage.path}`],
      ['og:image:type', 'image/png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', shareImage.alt],
      ['twitter:card', 'summary_large_image'],
      ['twitter:image:alt', shareImage.alt],
    ];
    for (const [key, content] of expected) expect(metaContent(html, key), key).toBe(content);
    await expectPng(shareImage.path.slice(1), [1200, 630]);
    expect(
      headTags(html, 'meta')
        .filter((tag) => tag.property === 'og:locale:alternate')
        .map((tag) => tag.content),
    ).toEqual(locales.filter(({ code }) => code !== page.code).map(({ ogLocale }) => ogLocale));
    // The browser's UI colour: the paper of each theme, for the system's setting (the theme script
    // retints both when the visitor has chosen one).
    expect(
      headTags(html, 'meta')
        .filter((tag) => tag.name === 'theme-color')
        .map(({ media, content }) => ({ media, content })),
    ).toEqual([
      { media: '(prefers-color-scheme: light)', content: '#FAFAF7' },
      { media: '(prefers-color-scheme: dark)', content: seo.themeColorDark },
    ]);
  });

  it('the head links the favicon set and the web manifest, and every file is there', async () => {
    const html = read('index.html');
    expect(links(html, 'icon')).toEqual([
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/favicon-32x32.png', type: 'image/png', sizes: '32x32' },
    ]);
    expect(links(html, 'apple-touch-icon')).toEqual([
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ]);
    expect(links(html, 'manifest')).toEqual([{ rel: 'manifest', href: '/site.webmanifest' }]);

    expect(read('favicon.svg')).toMatch(/^<svg[\s>]/);
    await expectPng('favicon-32x32.png', [32, 32]);
    await expectPng('apple-touch-icon.png', [180, 180]);
    expect([...readBytes('favicon.ico').subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    const manifest = JSON.parse(read('site.webmanifest')) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: siteConfig.name,
      start_url: '/',
      theme_color: '#FAFAF7',
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const size = Number(icon.sizes.split('x')[0]);
      await expectPng(icon.src.replace(/^\//, ''), [size, size]);
    }
  });

  it.each(
    pages,
  )('$path: the JSON-LD describes the agency and its services, the site, and its FAQPage is its FAQ', (page) => {
    const { html, faq, services } = page;
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '');
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block).not.toContain('<');
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    const ofType = (type: string) => {
      const found = data.filter((item) => item['@type'] === type);
      expect(found, type).toHaveLength(1);
      return found[0] as Record<string, unknown>;
    };

    const faqPage = ofType('FAQPage');
    expect(faqPage['@context']).toBe('https://schema.org');
    expect(faqPage).toMatchObject({ inLanguage: page.code, url: page.url });
    expect(faqPage.mainEntity).toEqual(
      faq.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    );

    expect(ofType('WebSite')).toMatchObject({
      '@id': `${page.url}#website`,
      url: page.url,
      description: page.seo.home.description,
      inLanguage: page.code,
      publisher: { '@id': `${home}#organization` },
    });

    const agency = ofType('ProfessionalService');
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      name: siteConfig.name,
      url: home,
      logo: { url: `${siteConfig.url}${seo.icons.logo.path}` },
      email: siteConfig.email,
      telephone: siteConfig.phone,
      areaServed: page.seo.organization.areaServed,
      contactPoint: {
        '@type': 'ContactPoint',
        email: siteConfig.email,
        telephone: siteConfig.phone,
      },
    });
    const catalog = agency.hasOfferCatalog as {
      itemListElement: { itemOffered: { name: string; description: string } }[];
    };
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
      services.items.map((service) => service.title),
    );
  });

  // The sitemap's pages and alternates: languages.test.ts.
  it('robots.txt allows everything and names the sitemap at the configured site URL', () => {
    const robotsText = read('robots.txt');
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toMatch(/^Allow: \/$/m);
    expect(robotsText).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
  });

  it.each(
    pages,
  )('$path: the 404 page has its language, its own title and texts, and is kept out of search results', (page) => {
    const html = read(`${page.path.slice(1)}404.html`);
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${page.code}">`));
    expect(inHead(html, 'title').map(textOf)).toEqual([page.seo.notFound.title]);
    const { notFound } = copyFor(page.code);
    for (const text of [notFound.title, notFound.home])
      expect(parsePage(html).text).toContain(text);
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(links(html, 'canonical')).toEqual([]);
    expect(html).not.toContain('application/ld+json');
  });
});
