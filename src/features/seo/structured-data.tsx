import { type Locale, localePath, workPath } from '../../config/locales';
import { type SiteConfig, siteConfig } from '../../config/site';
import type { Copy } from '../../content/copy';
import { faqContent, servicesContent } from '../../content/sections';
import { caseShareImagePath, seo, seoCopyOf, shareImageOf } from '../../content/seo';
import type { CaseStudy } from '../../content/work';
import { absoluteUrl } from './alternates';

type JsonLd = { '@type': string; [key: string]: unknown };

type Site = Pick<SiteConfig, 'name' | 'url' | 'email' | 'phone'>;

/** The `@id` that names the agency, so other nodes can point at it. */
const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl)}#organization`;

/** The agency as the home page describes it, in the page's language, with the services it offers. */
export const organizationJsonLd = (site: Site, locale: Locale, copy: Copy): JsonLd => {
  const { organization } = seoCopyOf(copy);
  const contact = { email: site.email, telephone: site.phone, areaServed: organization.areaServed };
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId(site.url),
    name: site.name,
    url: absoluteUrl(site.url),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(site.url, seo.icons.logo.path),
      width: seo.icons.logo.size,
      height: seo.icons.logo.size,
    },
    image: absoluteUrl(site.url, shareImageOf(locale, copy).path),
    description: organization.description,
    ...contact,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: seo.organization.contactType,
      ...contact,
      availableLanguage: [...seo.organization.availableLanguage],
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: organization.catalogName,
      itemListElement: servicesContent(copy).items.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.title,
          description: service.description,
          provider: { '@id': organizationId(site.url) },
        },
      })),
    },
  };
};

const websiteJsonLd = (site: Site, locale: Locale, copy: Copy): JsonLd => ({
  '@type': 'WebSite',
  '@id': `${absoluteUrl(site.url, localePath(locale))}#website`,
  name: site.name,
  url: absoluteUrl(site.url, localePath(locale)),
  description: seoCopyOf(copy).home.description,
  inLanguage: locale,
  publisher: { '@id': organizationId(site.url) },
});

/** The FAQ of one page, in its language: one Question with its accepted Answer per item, in order. */
const faqPageJsonLd = (site: Site, locale: Locale, copy: Copy): JsonLd => ({
  '@type': 'FAQPage',
  url: absoluteUrl(site.url, localePath(locale)),
  inLanguage: locale,
  mainEntity: faqContent(copy).items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/** Schema.org JSON-LD that no text can close its `<script>` in: `<`, `>` and `&` escaped, as JSON.parse reads back. */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /[<>&]/g,
    (char) => `\\u00${char.charCodeAt(0).toString(16)}`,
  );

/** One structured-data block. Browsers never run it (it is data, not script), so no CSP hash. */
const JsonLdScript = ({ data }: { data: JsonLd }) => (
  <script
    type="application/ld+json"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our content, with < > & escaped
    dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
  />
);

type Props = { locale: Locale; copy: Copy };

export const HomeStructuredData = ({ locale, copy }: Props) =>
  [websiteJsonLd, faqPageJsonLd].map((build) => {
    const data = build(siteConfig, locale, copy);
    return <JsonLdScript key={data['@type']} data={data} />;
  });

/** Beside the services it lists: gzip finds their words within its 32 KB window (about 100 bytes less HTML). */
export const AgencyStructuredData = ({ locale, copy }: Props) => (
  <JsonLdScript data={organizationJsonLd(siteConfig, locale, copy)} />
);

type CaseProps = {
  locale: Locale;
  study: Pick<CaseStudy, 'slug' | 'client' | 'year' | 'industry'>;
  page: { title: string; description: string };
};

/** A case study as an Article written by the agency (the home page's organization node). */
export const CaseStudyStructuredData = ({ locale, study, page }: CaseProps) => (
  <JsonLdScript
    data={{
      '@type': 'Article',
      headline: page.title,
      description: page.description,
      inLanguage: locale,
      url: absoluteUrl(siteConfig.url, workPath(locale, study.slug)),
      image: absoluteUrl(siteConfig.url, caseShareImagePath(locale, study.slug)),
      datePublished: String(study.year),
      about: { '@type': 'Organization', name: study.client, description: study.industry },
      author: {
        '@type': 'Organization',
        '@id': organizationId(siteConfig.url),
        name: siteConfig.name,
      },
      publisher: { '@id': organizationId(siteConfig.url) },
    }}
  />
);
