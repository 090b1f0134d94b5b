// Postbuild step: the files of the static output that crawlers, social networks and browsers fetch
// beside the pages. robots.txt and sitemap.xml (with the configured site URL), site.webmanifest,
// the PNG icons and favicon.ico (from favicon.svg) and the 1200x630 share image of each language
// (og.png, og-de.png: its hero headline). Words, paths and URLs come from the modules the pages
// render; the sitemap lists each page with the same page in every language, as its <head> does.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { icoFromPng, renderIcon } from '../lib/icons.ts';
import { loadGeist, renderShareImage } from '../lib/share-image.tsx';

// Imported when the step runs: src/config/site.ts reads the environment when it is first imported.
const load = async () => {
  const [
    { siteConfig },
    { locales, defaultLocale },
    { copyFor },
    content,
    { heroContent },
    files,
    i18n,
  ] = await Promise.all([
    import('../../src/config/site.ts'),
    import('../../src/config/locales.ts'),
    import('../../src/content/copy.ts'),
    import('../../src/content/seo.ts'),
    import('../../src/content/hero.ts'),
    import('../../src/features/seo/seo-files.ts'),
    import('../../src/features/i18n/alternates.ts'),
  ]);
  return { siteConfig, locales, defaultLocale, copyFor, ...content, heroContent, files, i18n };
};

/** URL paths of the indexable pages: every HTML file but the 404 page and noindex pages. */
const indexablePaths = (
  root: string,
  { pagePathOfFile, isNoindex }: Awaited<ReturnType<typeof load>>['files'],
) =>
  readdirSync(root, { recursive: true })
    .map((file) => String(file))
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !isNoindex(readFileSync(join(root, file), 'utf8')))
    .map(pagePathOfFile)
    .filter((path) => path !== null)
    .sort();

export const run = async ({ root }: { root: string }) => {
  const {
    siteConfig,
    locales,
    defaultLocale,
    copyFor,
    seo,
    seoCopyOf,
    shareImageOf,
    heroContent,
    files,
    i18n,
  } = await load();
  const write = (path: string, content: string | Buffer) =>
    writeFileSync(join(root, path), content);
  const written: string[] = [];

  const sitemapPath = '/sitemap.xml';
  const paths = indexablePaths(root, files);
  const pages = paths.map((path) => ({
    path,
    alternates: i18n.languageAlternates(siteConfig.url, files.pathWithinLocale(path)),
  }));
  write(sitemapPath, files.sitemapXml({ siteUrl: siteConfig.url, pages }));
  write('/robots.txt', files.robotsTxt({ siteUrl: siteConfig.url, sitemapPath }));
  write(
    seo.manifestPath,
    `${JSON.stringify(
      files.webManifest({
        name: siteConfig.name,
        description: seoCopyOf(copyFor(defaultLocale)).home.description,
        language: defaultLocale,
        themeColor: seo.themeColor,
        backgroundColor: seo.themeColor,
        icons: seo.icons.manifest,
      }),
      null,
      2,
    )}\n`,
  );
  written.push(`sitemap.xml (${paths.join(', ')})`, 'robots.txt', seo.manifestPath.slice(1));

  const mark = readFileSync(join(root, seo.icons.svg), 'utf8');
  const { png32, appleTouch, manifest } = seo.icons;
  const png32File = await renderIcon(mark, { size: png32.size });
  write(png32.path, png32File);
  write('/favicon.ico', icoFromPng(png32File, png32.size));
  write(appleTouch.path, await renderIcon(mark, { size: appleTouch.size, bleed: true }));
  for (const icon of manifest) {
    write(
      icon.path,
      await renderIcon(mark, { size: icon.size, bleed: icon.purpose === 'maskable' }),
    );
  }
  written.push(`${2 + manifest.length} icons`, 'favicon.ico');

  const fonts = {
    regular: loadGeist(400),
    medium: loadGeist(500),
    semibold: loadGeist(600),
    bold: loadGeist(700),
  };
  for (const { code } of locales) {
    const copy = copyFor(code);
    const image = shareImageOf(code, copy);
    const png = await renderShareImage({
      width: image.width,
      height: image.height,
      name: siteConfig.name,
      tagline: image.tagline,
      title: image.title,
      proof: heroContent(copy).proof,
      host: new URL(siteConfig.url).host.replace(/^www\./, ''),
      logoSvg: mark,
      fonts,
    });
    write(image.path, png);
    written.push(`${image.path.slice(1)} (${image.width}x${image.height}, "${image.title}")`);
  }

  return `${siteConfig.url}: ${written.join(', ')}`;
};
