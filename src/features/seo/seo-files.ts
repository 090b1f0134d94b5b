/** robots.txt, sitemap.xml and the web manifest, which scripts/postbuild/seo.ts writes. */
import { type Locale, pagePaths, subPages, workPaths } from '../../config/locales';
import { absoluteUrl } from './alternates';

export const robotsTxt = ({ siteUrl, sitemapPath }: { siteUrl: string; sitemapPath: string }) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, sitemapPath)}\n`;

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

type SitemapPage = { path: string; alternates: readonly { hreflang: string; href: string }[] };
type Sitemap = { siteUrl: string; pages: readonly SitemapPage[] };

export const sitemapXml = ({ siteUrl, pages }: Sitemap) =>
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

/** A built page's twins in every language; a page the site does not know of stops the build. */
export const twinsOfPath = (path: string): Record<Locale, string> => {
  const slug = /^(?:\/[a-z]{2})?\/work\/([\w-]+)\/$/.exec(path)?.[1];
  const twins = [
    ...[undefined, ...subPages].map(pagePaths),
    ...(slug ? [workPaths(slug)] : []),
  ].find((paths) => Object.values(paths).includes(path));
  if (!twins) throw new Error(`${path}: a page missing from src/config/locales.ts (pageSlugs)`);
  return twins;
};

/** The URL path a static host serves an HTML file at (`about.html` is `/about`), or null for a 404. */
export const pagePathOfFile = (file: string): string | null => {
  const path = file.replaceAll('\\', '/').replace(/^\/+/, '');
  if (!path.endsWith('.html') || path === '404.html' || path.endsWith('/404.html')) return null;
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path.slice(0, -'.html'.length)}`;
};

export const isNoindex = (html: string) =>
  /<meta\s[^>]*name=["']robots["'][^>]*content=["'][^"']*noindex/i.test(html) ||
  /<meta\s[^>]*content=["'][^"']*noindex[^>]*name=["']robots["']/i.test(html);

type ManifestInput = {
  name: string;
  description: string;
  language: string;
  themeColor: string;
  backgroundColor: string;
  icons: readonly { path: string; size: number; purpose: 'any' | 'maskable' }[];
};

export const webManifest = (input: ManifestInput) => ({
  id: '/',
  name: input.name,
  short_name: input.name,
  description: input.description,
  lang: input.language,
  start_url: '/',
  scope: '/',
  display: 'browser',
  theme_color: input.themeColor,
  background_color: input.backgroundColor,
  icons: input.icons.map((icon) => ({
    src: icon.path,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
});
