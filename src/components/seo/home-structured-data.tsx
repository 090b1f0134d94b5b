import { siteConfig } from '../../config/site';
import { homeStructuredData } from '../../lib/home-structured-data';
import { JsonLd } from './json-ld';

/** The home page's structured data: the agency and its services, the site, and the FAQ. */
export const HomeStructuredData = () =>
  homeStructuredData(siteConfig).map((data) => <JsonLd key={data['@type']} data={data} />);
