import { type Locale, localePath } from '../../config/locales';
import { siteConfig } from '../../config/site';
import { faqContent } from '../../content/faq';
import { seoCopyOf } from '../../content/seo';
import type { Copy } from '../../content/types';
import { absoluteUrl } from './alternates';
import {
  faqPageJsonLd,
  type JsonLd as JsonLdData,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './structured-data';

/** One structured-data block. Browsers never run it (it is data, not script), so no CSP hash. */
const JsonLd = ({ data }: { data: JsonLdData }) => (
  <script
    type="application/ld+json"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our content, with < > & escaped
    dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
  />
);

type Props = { locale: Locale; copy: Copy };

export const HomeStructuredData = ({ locale, copy }: Props) =>
  [
    organizationJsonLd(siteConfig, locale, copy),
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
