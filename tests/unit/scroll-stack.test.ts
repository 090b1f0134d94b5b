import { describe, expect, it } from 'vitest';
import { visibleCards } from '../../src/sections/why/scroll-stack';

// The section's run is twice the viewport's height (800 px): card 2 from 528 px scrolled past its top, card 3 from 1,056.
describe('visibleCards', () => {
  it.each([
    [900, 3300, 0],
    [799, 3199, 1],
    [0, 2400, 1],
    [-511, 1889, 1],
    [-528, 1872, 2],
    [-1039, 1361, 2],
    [-1056, 1344, 3],
    [-3000, 10, 3],
    [-3200, 0, 0],
  ])('with the section from %i to %i px, shows %i cards', (top, bottom, cards) => {
    expect(visibleCards(top, bottom, 800)).toBe(cards);
  });

  it('shows only the first card in a viewport of no height', () => {
    expect(visibleCards(-100, 2300, 0)).toBe(1);
  });
});
