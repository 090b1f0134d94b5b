import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { organizationJsonLd, serializeJsonLd } from '../../src/features/seo/structured-data';

// The FAQPage, the WebSite and the agency on each built page, at the default site URL: contract/seo.test.ts.
describe('organizationJsonLd', () => {
  it('follows a non-default site URL everywhere it names one', () => {
    const site = readSiteConfig({ WAKU_PUBLIC_SITE_URL: 'https://studio.example.com/' });
    const data = organizationJsonLd(site, 'en', copyFor('en'));
    const json = JSON.stringify(data);
    expect(data.url).toBe('https://studio.example.com/');
    expect(data['@id']).toBe('https://studio.example.com/#organization');
    expect(json).not.toContain('humanoid.dev/');
    expect(json).toContain('"url":"https://studio.example.com/icon-512.png"');
  });
});

describe('serializeJsonLd', () => {
  it('escapes <, > and & so no text can close the script element, and parses back the same', () => {
    const data = {
      '@type': 'Answer',
      text: 'Can an answer say </script>? Yes: <b>A & B</b> stays text.',
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', ...data });
  });
});
