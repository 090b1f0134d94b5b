import { type JsonLd as JsonLdData, serializeJsonLd } from './structured-data';

type Props = { data: JsonLdData };

/** One structured-data block. Browsers never run it (it is data, not script), so no CSP hash. */
export const JsonLd = ({ data }: Props) => (
  <script
    type="application/ld+json"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our content, with < > & escaped
    dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
  />
);
