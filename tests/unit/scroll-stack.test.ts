import { describe, expect, it } from 'vitest';
import { sectionInView, stackProgress, visibleCards } from '../../src/sections/why/scroll-stack';

describe('stackProgress', () => {
  it('is the scrolled distance over twice the viewport height', () => {
    expect(stackProgress(0, 800)).toBe(0);
    expect(stackProgress(-800, 800)).toBe(0.5);
    expect(stackProgress(-1600, 800)).toBe(1);
  });

  it('stays between 0 and 1', () => {
    expect(stackProgress(300, 800)).toBe(0);
    expect(stackProgress(-5000, 800)).toBe(1);
    expect(stackProgress(-100, 0)).toBe(0);
  });
});

describe('visibleCards', () => {
  it('shows nothing before the section enters view', () => {
    expect(visibleCards(0, false)).toBe(0);
  });

  it('shows card 1 once the section is in view', () => {
    expect(visibleCards(0, true)).toBe(1);
    expect(visibleCards(0.32, true)).toBe(1);
  });

  it('adds card 2 at 0.33 and card 3 at 0.66', () => {
    expect(visibleCards(0.33, true)).toBe(2);
    expect(visibleCards(0.65, true)).toBe(2);
    expect(visibleCards(0.66, true)).toBe(3);
    expect(visibleCards(1, true)).toBe(3);
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
