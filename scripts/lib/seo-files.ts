// robots.txt and sitemap.xml (scripts/postbuild/seo.ts).
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
