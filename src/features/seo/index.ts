/** Search and share: a page's tags, the browser icons, the home page's structured data. */
export { HomeStructuredData } from './home-structured-data';
export { Seo } from './seo';
export { SiteIcons } from './site-icons';
