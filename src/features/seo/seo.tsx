import { type Locale, pagePaths } from '../../config/locales';
import { siteConfig } from '../../config/site';
import { type PageSeo, seo, type shareImageOf } from '../../content/seo';
import { absoluteUrl, languageAlternates, ogLocales } from './alternates';

type Props = {
  locale: Locale;
  page: PageSeo;
  shareImage?: ReturnType<typeof shareImageOf>;
  /** A page beside the home page in every language: its canonical URL and its hreflang twins. */
  twins?: Record<Locale, string>;
};

/** A page's search and share tags, hoisted into <head>; without a share image (the 404s): title, description, noindex. */
export const Seo = ({ locale, page, shareImage, twins = pagePaths() }: Props) => {
  const url = absoluteUrl(siteConfig.url, twins[locale]);
  const og = ogLocales(locale);
  const imageUrl = shareImage && absoluteUrl(siteConfig.url, shareImage.path);
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {!shareImage ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {languageAlternates(siteConfig.url, twins).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={siteConfig.name} />
          <meta property="og:locale" content={og.current} />
          {og.alternates.map((alternate) => (
            <meta key={alternate} property="og:locale:alternate" content={alternate} />
          ))}
          <meta property="og:url" content={url} />
          <meta property="og:title" content={page.title} />
          <meta property="og:description" content={page.description} />
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:type" content={shareImage.type} />
          <meta property="og:image:width" content={String(shareImage.width)} />
          <meta property="og:image:height" content={String(shareImage.height)} />
          <meta property="og:image:alt" content={shareImage.alt} />
          {/* X reads the title, description and image from og: (developer.x.com/cards/markup). */}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:image:alt" content={shareImage.alt} />
        </>
      )}
    </>
  );
};

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
