// The files crawlers, social networks and browsers fetch beside the pages, their words, paths and
// URLs from the modules the pages render (the sitemap lists the languages as each <head> does).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  defaultLocale,
  locales,
  pagePaths,
  subPages,
  workPaths,
} from '../../src/config/locales.ts';
import { copyFor } from '../../src/content/copy.ts';
import { heroContent } from '../../src/content/sections.ts';
import { caseStudies, workSlugs } from '../../src/content/work.ts';
import { absoluteUrl, languageAlternates } from '../../src/features/seo/alternates.ts';
import { renderShareImage } from '../lib/share-image.tsx';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

type SitemapPage = { path: string; alternates: readonly { hreflang: string; href: string }[] };

export const sitemapXml = (siteUrl: string, pages: readonly SitemapPage[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap(({ path, alternates }) => [
      `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`,
      ...alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      ),
      '  </url>',
    ]),
    '</urlset>',
    '',
  ].join('\n');

// PNG icons from the favicon SVG, and a favicon.ico for clients that ask for it without the page.
const atSize = (svg: string, size: number) =>
  svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, '');
    return `<svg width="${size}" height="${size}"${rest}>`;
  });

/** The mark filling the square: iOS paints transparent corners black, Android crops maskable icons. */
const fullBleed = (svg: string) => svg.replace(/(<rect\b[^>]*?)\srx="[^"]*"/, '$1');

const renderIcon = (svg: string, { size, bleed = false }: { size: number; bleed?: boolean }) =>
  sharp(Buffer.from(atSize(bleed ? fullBleed(svg) : svg, size)))
    .png({ compressionLevel: 9 })
    .toBuffer();

const icoFromPng = (png: Buffer, size: number): Buffer => {
  // ICONDIR (type 1, one image), then its entry: width, height, no palette, 1 plane, 32 bpp, length, offset.
  const header = Buffer.alloc(22);
  header.set([0, 0, 1, 0, 1, 0, size, size, 0, 0, 1, 0, 32, 0]);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
};

export const run = async ({ root }: { root: string }) => {
  // Imported now: src/config/site.ts reads the environment when it is first imported.
  const { siteConfig } = await import('../../src/config/site.ts');
  const { caseShareImageOf, seo, seoCopyOf, shareImageOf } = await import(
    '../../src/content/seo.ts'
  );
  const write = (path: string, content: string | Buffer) =>
    writeFileSync(join(root, path), content);

  // Every page but the not-found ones, each in every language: the routes prerender this table.
  const pages = [...[undefined, ...subPages].map(pagePaths), ...workSlugs().map(workPaths)]
    .flatMap((twins) => Object.values(twins).map((path) => ({ path, twins })))
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, twins }) => ({ path, alternates: languageAlternates(siteConfig.url, twins) }));
  write('/sitemap.xml', sitemapXml(siteConfig.url, pages));
  const sitemapUrl = absoluteUrl(siteConfig.url, '/sitemap.xml');
  write('/robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`);
  const webManifest = {
    id: '/',
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: seoCopyOf(copyFor(defaultLocale)).home.description,
    lang: defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: seo.themeColor,
    background_color: seo.themeColor,
    icons: seo.icons.manifest.map(({ path, size, purpose }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
  write(seo.manifestPath, `${JSON.stringify(webManifest, null, 2)}\n`);

  const mark = readFileSync(join(root, seo.icons.svg), 'utf8');
  const { png32, appleTouch, manifest } = seo.icons;
  const png32File = await renderIcon(mark, { size: png32.size });
  write(png32.path, png32File);
  write('/favicon.ico', icoFromPng(png32File, png32.size));
  write(appleTouch.path, await renderIcon(mark, { size: appleTouch.size, bleed: true }));
  for (const { path, size, purpose } of manifest) {
    write(path, await renderIcon(mark, { size, bleed: purpose === 'maskable' }));
  }

  const brand = {
    name: siteConfig.name,
    host: new URL(siteConfig.url).host.replace(/^www\./, ''),
    logoSvg: mark,
  };
  for (const { code } of locales) {
    const copy = copyFor(code);
    const { proof } = heroContent(copy);
    const cases = caseStudies(code).map((study) => caseShareImageOf(code, copy, study));
    for (const card of [shareImageOf(code, copy), ...cases]) {
      write(card.path, await renderShareImage({ ...card, ...brand, proof }));
    }
  }
  const files = `sitemap.xml (${pages.length} pages), robots.txt, the manifest, icons, share cards`;
  return `${siteConfig.url}: ${files}`;
};
