import { describe, expect, it } from 'vitest';
import { localePath } from '../../../src/config/locales';
import { readingSectionId } from '../../../src/features/i18n/keep-section-on-switch';
import { preferredLocale } from '../../../src/features/i18n/language-offer';

describe('localePath', () => {
  it('keeps the default language at the root and puts the others in their folder', () => {
    expect(localePath('en')).toBe('/');
    expect(localePath('de')).toBe('/de/');
  });
});

// The alternates and Open Graph locales each page lists: tests/contract/languages.test.ts, seo.test.ts.
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
