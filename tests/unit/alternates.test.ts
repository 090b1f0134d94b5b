import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/features/seo/alternates';

// Each page's hreflang alternates, reciprocal, and the sitemap's: contract/languages.test.ts.
describe('absoluteUrl', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://humanoid.dev')).toBe('https://humanoid.dev/');
    expect(absoluteUrl('https://humanoid.dev/', '/og.png')).toBe('https://humanoid.dev/og.png');
    expect(absoluteUrl('https://example.com/site', 'sitemap.xml')).toBe(
      'https://example.com/site/sitemap.xml',
    );
  });
});
