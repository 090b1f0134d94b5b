/** JSON-LD (schema.org) for the home page. Pure, so tests can build it for any configuration. */
import { absoluteUrl } from './absolute-url';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

type QuestionAndAnswer = { readonly question: string; readonly answer: string };
type ServiceSummary = { readonly title: string; readonly description: string };

export type OrganizationInput = {
  name: string;
  siteUrl: string;
  email: string;
  telephone: string;
  description: string;
  /** Path of a square raster logo of the site, at least 112 px. */
  logo: { path: string; size: number };
  /** Path of the share image. */
  image: string;
  areaServed: string;
  availableLanguage: readonly string[];
  contactType: string;
  catalogName: string;
  services: readonly ServiceSummary[];
};

const context = 'https://schema.org' as const;

/** The `@id` that names the agency, so other nodes can point at it. */
const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl)}#organization`;

/** The agency: who it is, how to reach it, where it works and the services it offers. */
export const organizationJsonLd = (input: OrganizationInput): JsonLd => ({
  '@context': context,
  '@type': 'ProfessionalService',
  '@id': organizationId(input.siteUrl),
  name: input.name,
  url: absoluteUrl(input.siteUrl),
  logo: {
    '@type': 'ImageObject',
    url: absoluteUrl(input.siteUrl, input.logo.path),
    width: input.logo.size,
    height: input.logo.size,
  },
  image: absoluteUrl(input.siteUrl, input.image),
  description: input.description,
  email: input.email,
  telephone: input.telephone,
  areaServed: input.areaServed,
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: input.contactType,
    email: input.email,
    telephone: input.telephone,
    areaServed: input.areaServed,
    availableLanguage: [...input.availableLanguage],
  },
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    name: input.catalogName,
    itemListElement: input.services.map((service) => ({
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: service.title,
        description: service.description,
        provider: { '@id': organizationId(input.siteUrl) },
      },
    })),
  },
});

/** The site itself: gives search engines its name and publisher. */
export const websiteJsonLd = (input: {
  name: string;
  siteUrl: string;
  description: string;
  language: string;
}): JsonLd => ({
  '@context': context,
  '@type': 'WebSite',
  '@id': `${absoluteUrl(input.siteUrl)}#website`,
  name: input.name,
  url: absoluteUrl(input.siteUrl),
  description: input.description,
  inLanguage: input.language,
  publisher: { '@id': organizationId(input.siteUrl) },
});

/** The FAQ of one page, in its language: one Question with its accepted Answer per item, in order. */
export const faqPageJsonLd = (
  items: readonly QuestionAndAnswer[],
  page: { language: string; url: string },
): JsonLd => ({
  '@context': context,
  '@type': 'FAQPage',
  url: page.url,
  inLanguage: page.language,
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/**
 * JSON safe to put between `<script>` tags: `<`, `>` and `&` become `\u003c`, `\u003e` and
 * `\u0026`, so no text can close the script element; JSON.parse reads them back unchanged.
 */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
