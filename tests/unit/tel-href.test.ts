import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/lib/utils';

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+1 (415) 555-0142')).toBe('tel:+14155550142');
    expect(telHref('020 7946 0958')).toBe('tel:02079460958');
  });
});
