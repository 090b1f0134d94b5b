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

type Props = { locale: Locale; copy: Copy };

/** The home page's JSON-LD in its language: the agency and its services, the site, the FAQ. */
export const HomeStructuredData = ({ locale, copy }: Props) =>
  [
    organizationJsonLd(homeOrganizationInput(siteConfig, locale, copy)),
    websiteJsonLd({
      name: siteConfig.name,
      siteUrl: siteConfig.url,
      description: seoCopyOf(copy).home.description,
      language: locale,
    }),
    faqPageJsonLd(faqContent(copy).items, {
      language: locale,
      url: absoluteUrl(siteConfig.url, localePath(locale)),
    }),
  ].map((data) => <JsonLd key={data['@type']} data={data} />);
