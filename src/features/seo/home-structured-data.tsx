import type { SiteConfig } from '../../config/env';
import { type Locale, localePath } from '../../config/locales';
import { siteConfig } from '../../config/site';
import { faqContent } from '../../content/faq';
import { seo, seoCopyOf, shareImageOf } from '../../content/seo';
import { servicesContent } from '../../content/services';
import type { Copy } from '../../content/types';
import { absoluteUrl } from './absolute-url';
import { JsonLd } from './json-ld';
import {
  faqPageJsonLd,
  type JsonLd as JsonLdData,
  type OrganizationInput,
  organizationJsonLd,
  websiteJsonLd,
} from './structured-data';

type Site = Pick<SiteConfig, 'name' | 'url' | 'email' | 'phone'>;

/** The agency as the home page describes it, in the page's language. */
export const homeOrganizationInput = (
  site: Site,
  locale: Locale,
  copy: Copy,
): OrganizationInput => {
  const { organization } = seoCopyOf(copy);
  return {
    name: site.name,
    siteUrl: site.url,
    email: site.email,
    telephone: site.phone,
    description: organization.description,
    logo: seo.icons.logo,
    image: shareImageOf(locale, copy).path,
    areaServed: organization.areaServed,
    availableLanguage: seo.organization.availableLanguage,
    contactType: seo.organization.contactType,
    catalogName: organization.catalogName,
    services: servicesContent(copy).items,
  };
};

/** The home page's structured data in its language: the agency and its services, the site, the FAQ. */
export const homeStructuredData = (site: Site, locale: Locale, copy: Copy): JsonLdData[] => [
  organizationJsonLd(homeOrganizationInput(site, locale, copy)),
  websiteJsonLd({
    name: site.name,
    siteUrl: site.url,
    description: seoCopyOf(copy).home.description,
    language: locale,
  }),
  faqPageJsonLd(faqContent(copy).items, {
    language: locale,
    url: absoluteUrl(site.url, localePath(locale)),
  }),
];

type Props = { locale: Locale; copy: Copy };

/** The home page's structured data as JSON-LD blocks. */
export const HomeStructuredData = ({ locale, copy }: Props) =>
  homeStructuredData(siteConfig, locale, copy).map((data) => (
    <JsonLd key={data['@type']} data={data} />
  ));
