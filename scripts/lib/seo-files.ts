// robots.txt and sitemap.xml, and which built pages the sitemap lists (scripts/postbuild/seo.ts).
import { type Locale, pagePaths, subPages, workPaths } from '../../src/config/locales.ts';
import { workSlugs } from '../../src/content/work.ts';
import { absoluteUrl } from '../../src/features/seo/alternates.ts';

export const robotsTxt = ({ siteUrl, sitemapPath }: { siteUrl: string; sitemapPath: string }) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, sitemapPath)}\n`;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

type SitemapPage = { path: string; alternates: readonly { hreflang: string; href: string }[] };

export const sitemapXml = ({
  siteUrl,
  pages,
}: {
  siteUrl: string;
  pages: readonly SitemapPage[];
}) =>
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
  const pages = [...[undefined, ...subPages].map(pagePaths), ...workSlugs().map(workPaths)];
  const twins = pages.find((paths) => Object.values(paths).includes(path));
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
