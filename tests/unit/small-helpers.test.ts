import { describe, expect, it } from 'vitest';
import { currentYear } from '../../src/lib/current-year';
import { telHref } from '../../src/lib/tel-href';

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+1 (415) 555-0142')).toBe('tel:+14155550142');
    expect(telHref('020 7946 0958')).toBe('tel:02079460958');
  });
});

describe('currentYear', () => {
  it('reads the year of the given date', () => {
    expect(currentYear(new Date(2031, 5, 1))).toBe(2031);
  });
});
