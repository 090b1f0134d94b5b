import { describe, expect, it } from 'vitest';
import { localePath } from '../../../src/config/locales';
import { readingSectionId } from '../../../src/features/i18n/keep-section-on-switch';
import { preferredLocale } from '../../../src/features/i18n/language-offer';
import { languageAlternates, ogLocales } from '../../../src/features/seo/alternates';

describe('localePath', () => {
  it('keeps the default language at the root and puts the others in their folder', () => {
    expect(localePath('en')).toBe('/');
    expect(localePath('de')).toBe('/de/');
  });
});

describe('languageAlternates', () => {
  it('lists every language and x-default (the default language) as absolute URLs', () => {
    expect(languageAlternates('https://example.com')).toEqual([
      { hreflang: 'en', href: 'https://example.com/' },
      { hreflang: 'de', href: 'https://example.com/de/' },
      { hreflang: 'x-default', href: 'https://example.com/' },
    ]);
  });
});

describe('ogLocales', () => {
  it('names the page’s Open Graph locale and the others as alternates', () => {
    expect(ogLocales('de')).toEqual({ current: 'de_DE', alternates: ['en_US'] });
  });
});

describe('readingSectionId', () => {
  const sections = [
    { id: 'hero', top: -900 },
    { id: 'why-humanoid', top: -100 },
    { id: 'expertise', top: 250 },
    { id: 'features', top: 1200 },
  ];

  it('is the last section whose top has passed the upper third of the viewport', () => {
    expect(readingSectionId(sections, 900)).toBe('expertise');
    expect(readingSectionId(sections, 600)).toBe('why-humanoid');
  });

  it('is none at the top of the page, where the other language opens at its top too', () => {
    expect(
      readingSectionId(
        [
          { id: 'hero', top: 0 },
          { id: 'why-humanoid', top: 700 },
        ],
        900,
      ),
    ).toBeNull();
  });
});

describe('preferredLocale', () => {
  it('is the first of the visitor’s languages the site has, by primary subtag', () => {
    expect(preferredLocale(['de-CH', 'en-US'], ['en', 'de'])).toBe('de');
    expect(preferredLocale(['fr-FR', 'en-GB', 'de'], ['en', 'de'])).toBe('en');
    expect(preferredLocale(['fr-FR'], ['en', 'de'])).toBeNull();
    expect(preferredLocale([], ['en', 'de'])).toBeNull();
  });
});
