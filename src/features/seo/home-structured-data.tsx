import type { SiteConfig } from '../../config/env';
import { siteConfig } from '../../config/site';
import { faq } from '../../content/faq';
import { seo } from '../../content/seo';
import { services } from '../../content/services';
import { JsonLd } from './json-ld';
import {
  faqPageJsonLd,
  type JsonLd as JsonLdData,
  type OrganizationInput,
  organizationJsonLd,
  websiteJsonLd,
} from './structured-data';

type Site = Pick<SiteConfig, 'name' | 'url' | 'email' | 'phone'>;

/** The agency as the home page describes it: the configured contacts and the content modules. */
export const homeOrganizationInput = (site: Site): OrganizationInput => ({
  name: site.name,
  siteUrl: site.url,
  email: site.email,
  telephone: site.phone,
  description: seo.organization.description,
  logo: seo.icons.logo,
  image: seo.shareImage.path,
  areaServed: seo.organization.areaServed,
  availableLanguage: seo.organization.availableLanguage,
  contactType: seo.organization.contactType,
  catalogName: seo.organization.catalogName,
  services: services.items,
});

/** The home page's structured data: the agency and its services, the site, and the FAQ. */
export const homeStructuredData = (site: Site): JsonLdData[] => [
  organizationJsonLd(homeOrganizationInput(site)),
  websiteJsonLd({
    name: site.name,
    siteUrl: site.url,
    description: seo.home.description,
    language: seo.language,
  }),
  faqPageJsonLd(faq.items),
];

/** The home page's structured data as JSON-LD blocks. */
export const HomeStructuredData = () =>
  homeStructuredData(siteConfig).map((data) => <JsonLd key={data['@type']} data={data} />);
