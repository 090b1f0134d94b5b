import { describe, expect, it } from 'vitest';
import { sectionInView, stackProgress, visibleCards } from '../../src/sections/why/scroll-stack';

describe('stackProgress', () => {
  it('is the scrolled distance over twice the viewport height, between 0 and 1', () => {
    const progress = [300, 0, -800, -1600, -5000].map((top) => stackProgress(top, 800));
    expect(progress).toEqual([0, 0, 0.5, 1, 1]);
    expect(stackProgress(-100, 0)).toBe(0);
  });
});

describe('visibleCards', () => {
  it.each([
    [0, false, 0],
    [0, true, 1],
    [0.32, true, 1],
    [0.33, true, 2],
    [0.65, true, 2],
    [0.66, true, 3],
    [1, true, 3],
  ])('at progress %s, in view: %s, shows %i cards', (progress, inView, cards) => {
    expect(visibleCards(progress, inView)).toBe(cards);
  });
});

describe('sectionInView', () => {
  it('is true while any part of the section overlaps the viewport', () => {
    expect(sectionInView(900, 3300, 800)).toBe(false);
    expect(sectionInView(799, 3199, 800)).toBe(true);
    expect(sectionInView(-3000, 10, 800)).toBe(true);
    expect(sectionInView(-3200, 0, 800)).toBe(false);
  });
});
