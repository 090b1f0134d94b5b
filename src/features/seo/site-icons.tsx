import { seo } from '../../content/seo';

/** The tab and home-screen icons, the manifest and the theme colour (files: scripts/postbuild/seo.ts). */
export const SiteIcons = () => (
  <>
    {/* Before the theme script, which retints them when the visitor has chosen a theme. */}
    <meta name="theme-color" media="(prefers-color-scheme: light)" content={seo.themeColor} />
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content={seo.themeColorDark} />
    <link rel="icon" href={seo.icons.svg} type="image/svg+xml" />
    <link
      rel="icon"
      href={seo.icons.png32.path}
      type="image/png"
      sizes={`${seo.icons.png32.size}x${seo.icons.png32.size}`}
    />
    <link rel="apple-touch-icon" href={seo.icons.appleTouch.path} />
    <link rel="manifest" href={seo.manifestPath} />
  </>
);
