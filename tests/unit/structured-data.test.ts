import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/env';
import { copyFor } from '../../src/content/copy';
import { faqContent } from '../../src/content/faq';
import { seoCopyOf } from '../../src/content/seo';
import { servicesContent } from '../../src/content/services';
import { absoluteUrl } from '../../src/features/seo/alternates';
import {
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from '../../src/features/seo/structured-data';

const en = copyFor('en');
const faq = faqContent(en);
const services = servicesContent(en);
const seo = seoCopyOf(en);

const siteAt = (siteUrl: string) => readSiteConfig({ WAKU_PUBLIC_SITE_URL: siteUrl });

describe('faqPageJsonLd', () => {
  it('holds every FAQ item of the page, question and answer, in order, in the page’s language', () => {
    const data = faqPageJsonLd(faq.items, { language: 'de', url: 'https://example.com/de/' });
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data).toMatchObject({ url: 'https://example.com/de/', inLanguage: 'de' });
    const entities = data.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(entities).toHaveLength(faq.items.length);
    faq.items.forEach((item, index) => {
      expect(entities[index]).toEqual({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      });
    });
  });
});

describe('organizationJsonLd', () => {
  it('describes the agency with the configured contact details and its six services', () => {
    const site = siteAt('https://humanoid.dev');
    const data = organizationJsonLd(site, 'en', en);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://humanoid.dev/#organization',
      name: 'Humanoid',
      url: 'https://humanoid.dev/',
      logo: { '@type': 'ImageObject', url: 'https://humanoid.dev/icon-512.png', width: 512 },
      image: 'https://humanoid.dev/og.png',
      email: site.email,
      telephone: site.phone,
      areaServed: 'Worldwide',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: site.email,
        telephone: site.phone,
        availableLanguage: ['English'],
      },
    });
    const catalog = data.hasOfferCatalog as {
      '@type': string;
      itemListElement: { '@type': string; itemOffered: Record<string, unknown> }[];
    };
    expect(catalog['@type']).toBe('OfferCatalog');
    expect(catalog.itemListElement.map((offer) => offer.itemOffered)).toEqual(
      services.items.map((service) => ({
        '@type': 'Service',
        name: service.title,
        description: service.description,
        provider: { '@id': 'https://humanoid.dev/#organization' },
      })),
    );
    expect(catalog.itemListElement).toHaveLength(6);
  });

  it('follows a non-default site URL everywhere it names one', () => {
    const data = organizationJsonLd(siteAt('https://studio.example.com/'), 'en', en);
    const json = JSON.stringify(data);
    expect(data.url).toBe('https://studio.example.com/');
    expect(data['@id']).toBe('https://studio.example.com/#organization');
    expect(json).not.toContain('humanoid.dev/');
    expect(json).toContain('"url":"https://studio.example.com/icon-512.png"');
  });
});

describe('websiteJsonLd', () => {
  it('names the site and points at the agency as its publisher', () => {
    expect(
      websiteJsonLd({
        name: 'Humanoid',
        siteUrl: 'https://example.agency',
        description: seo.home.description,
        language: 'en',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://example.agency/#website',
      name: 'Humanoid',
      url: 'https://example.agency/',
      description: seo.home.description,
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

describe('absoluteUrl', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://humanoid.dev')).toBe('https://humanoid.dev/');
    expect(absoluteUrl('https://humanoid.dev/', '/og.png')).toBe('https://humanoid.dev/og.png');
    expect(absoluteUrl('https://example.com/site', 'sitemap.xml')).toBe(
      'https://example.com/site/sitemap.xml',
    );
  });
});
