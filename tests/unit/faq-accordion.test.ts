import { describe, expect, it } from 'vitest';
import { toggleAccordion } from '../../src/sections/faq/faq-accordion';

describe('toggleAccordion', () => {
  it('opens a clicked closed item and closes the others', () => {
    expect(toggleAccordion(0, 3)).toBe(3);
    expect(toggleAccordion(null, 5)).toBe(5);
  });

  it('closes the open item when it is clicked', () => {
    expect(toggleAccordion(0, 0)).toBeNull();
    expect(toggleAccordion(7, 7)).toBeNull();
  });
});
