import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/env';
import { copyFor } from '../../src/content/copy';
import {
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from '../../src/features/seo/structured-data';

// The FAQPage and the agency on each built page, at the default site URL: contract/seo.test.ts.
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

describe('websiteJsonLd', () => {
  it('names the site and points at the agency as its publisher', () => {
    const input = {
      name: 'Humanoid',
      siteUrl: 'https://example.agency',
      description: 'D',
      language: 'en',
    };
    expect(websiteJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://example.agency/#website',
      name: 'Humanoid',
      url: 'https://example.agency/',
      description: 'D',
      inLanguage: 'en',
      publisher: { '@id': 'https://example.agency/#organization' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes <, > and & so no text can close the script element, and parses back the same', () => {
    const data = faqPageJsonLd(
      [{ question: 'Can an answer say </script>?', answer: 'Yes: <b>A & B</b> stays text.' }],
      { language: 'en', url: 'https://example.com/' },
    );
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});
