/** Joins the configured site URL (no trailing slash) and a path of the site: `/` gives `https://site/`. */
export const absoluteUrl = (siteUrl: string, path = '/'): string =>
  `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
