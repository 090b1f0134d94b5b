// The files crawlers, social networks and browsers fetch beside the pages, their words, paths and
// URLs from the modules the pages render (the sitemap lists the languages as each <head> does).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultLocale,
  locales,
  pagePaths,
  subPages,
  workPaths,
} from '../../src/config/locales.ts';
import { copyFor } from '../../src/content/copy.ts';
import { heroContent } from '../../src/content/hero.ts';
import { caseStudies, workSlugs } from '../../src/content/work.ts';
import { languageAlternates } from '../../src/features/seo/alternates.ts';
import { icoFromPng, renderIcon } from '../lib/icons.ts';
import * as files from '../lib/seo-files.ts';
import { renderShareImage } from '../lib/share-image.tsx';

export const run = async ({ root }: { root: string }) => {
  // Imported now: src/config/site.ts reads the environment when it is first imported.
  const { siteConfig } = await import('../../src/config/site.ts');
  const { caseShareImageOf, seo, seoCopyOf, shareImageOf } = await import(
    '../../src/content/seo.ts'
  );
  const write = (path: string, content: string | Buffer) =>
    writeFileSync(join(root, path), content);
  const written: string[] = [];

  const sitemapPath = '/sitemap.xml';
  // Every page but the not-found ones, each in every language: the routes prerender this table.
  const pages = [...[undefined, ...subPages].map(pagePaths), ...workSlugs().map(workPaths)]
    .flatMap((twins) => Object.values(twins).map((path) => ({ path, twins })))
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, twins }) => ({ path, alternates: languageAlternates(siteConfig.url, twins) }));
  const paths = pages.map(({ path }) => path);
  write(sitemapPath, files.sitemapXml({ siteUrl: siteConfig.url, pages }));
  write('/robots.txt', files.robotsTxt({ siteUrl: siteConfig.url, sitemapPath }));
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
  written.push(`sitemap.xml (${paths.join(', ')})`, 'robots.txt', seo.manifestPath.slice(1));

  const mark = readFileSync(join(root, seo.icons.svg), 'utf8');
  const { png32, appleTouch, manifest } = seo.icons;
  const png32File = await renderIcon(mark, { size: png32.size });
  write(png32.path, png32File);
  write('/favicon.ico', icoFromPng(png32File, png32.size));
  write(appleTouch.path, await renderIcon(mark, { size: appleTouch.size, bleed: true }));
  for (const { path, size, purpose } of manifest) {
    write(path, await renderIcon(mark, { size, bleed: purpose === 'maskable' }));
  }
  written.push(`${2 + manifest.length} icons`, 'favicon.ico');

  const brand = {
    name: siteConfig.name,
    host: new URL(siteConfig.url).host.replace(/^www\./, ''),
    logoSvg: mark,
  };
  for (const { code } of locales) {
    const copy = copyFor(code);
    const proof = heroContent(copy).proof;
    const image = shareImageOf(code, copy);
    const cards = caseStudies(code).map((study) => caseShareImageOf(code, copy, study));
    for (const card of [image, ...cards]) {
      write(card.path, await renderShareImage({ ...card, ...brand, proof }));
    }
    written.push(`${image.path.slice(1)} (${image.width}x${image.height}, "${image.title}")`);
  }
  written.push(`share cards of ${workSlugs().length} case studies in each language`);

  return `${siteConfig.url}: ${written.join(', ')}`;
};
