import { describe, expect, it } from 'vitest';
import { preferredLocale } from '../../../src/features/i18n/language-offer';

describe('preferredLocale', () => {
  it('is the first of the visitor’s languages the site has, by primary subtag', () => {
    expect(preferredLocale(['de-CH', 'en-US'], ['en', 'de'])).toBe('de');
    expect(preferredLocale(['fr-FR', 'en-GB', 'de'], ['en', 'de'])).toBe('en');
    expect(preferredLocale(['fr-FR'], ['en', 'de'])).toBeNull();
    expect(preferredLocale([], ['en', 'de'])).toBeNull();
  });
});
