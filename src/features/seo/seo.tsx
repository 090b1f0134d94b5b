import { siteConfig } from '../../config/site';
import { type PageSeo, seo } from '../../content/seo';
import { absoluteUrl } from './absolute-url';

type Props = { page: PageSeo; path?: string; noindex?: boolean };

/**
 * A page's search and share tags: title, description, canonical URL, Open Graph and Twitter card.
 * React puts them in <head> wherever the page renders this. A noindex page gets its title,
 * description and the robots tag only: nothing to canonicalise or share.
 */
export const Seo = ({ page, path = '/', noindex = false }: Props) => {
  if (noindex) {
    return (
      <>
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const url = absoluteUrl(siteConfig.url, path);
  const image = seo.shareImage;
  const imageUrl = absoluteUrl(siteConfig.url, image.path);
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:locale" content={seo.locale} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
};
