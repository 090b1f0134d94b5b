import { siteConfig } from '../../config/site';
import { faq } from '../../content/faq';
import { seo } from '../../content/seo';
import { services } from '../../content/services';
import { faqPageJsonLd, organizationJsonLd, websiteJsonLd } from '../../lib/structured-data';
import { JsonLd } from './json-ld';

/** The home page's structured data: the agency and its services, the site, and the FAQ. */
export const HomeStructuredData = () => {
  const blocks = [
    organizationJsonLd({
      name: siteConfig.name,
      siteUrl: siteConfig.url,
      email: siteConfig.email,
      telephone: siteConfig.phone,
      description: seo.organization.description,
      logo: seo.icons.logo,
      image: seo.shareImage.path,
      areaServed: seo.organization.areaServed,
      availableLanguage: seo.organization.availableLanguage,
      contactType: seo.organization.contactType,
      catalogName: seo.organization.catalogName,
      services: services.items,
    }),
    websiteJsonLd({
      name: siteConfig.name,
      siteUrl: siteConfig.url,
      description: seo.home.description,
      language: seo.language,
    }),
    faqPageJsonLd(faq.items),
  ];
  return blocks.map((data) => <JsonLd key={data['@type']} data={data} />);
};
