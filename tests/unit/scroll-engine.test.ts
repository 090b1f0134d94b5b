import { describe, expect, it } from 'vitest';
import { anchorOffset, anchorScrollTop } from '../../src/features/scroll/scroll-engine';

describe('anchorOffset', () => {
  // The same offsets in the CSS (scroll-padding for a visit to a fragment): e2e/deferred-layout.
  it('is 100px below 768px and 80px from 768px', () => {
    expect([320, 767, 768, 1440].map(anchorOffset)).toEqual([100, 100, 80, 80]);
  });
});

describe('anchorScrollTop', () => {
  it('puts the element the offset under the viewport top, never above the page', () => {
    expect(anchorScrollTop(500, 1000, 80)).toBe(1420);
    expect(anchorScrollTop(-200, 3000, 100)).toBe(2700);
    expect(anchorScrollTop(20, 0, 80)).toBe(0);
  });
});
