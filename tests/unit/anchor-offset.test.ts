import { describe, expect, it } from 'vitest';
import { anchorOffset, anchorScrollTop } from '../../src/features/scroll/scroll-engine';

describe('anchorOffset', () => {
  it('is 100px below 768px and 80px from 768px', () => {
    expect(anchorOffset(320)).toBe(100);
    expect(anchorOffset(767)).toBe(100);
    expect(anchorOffset(768)).toBe(80);
    expect(anchorOffset(1440)).toBe(80);
  });
});

describe('anchorScrollTop', () => {
  it('puts the element the offset under the viewport top', () => {
    expect(anchorScrollTop(500, 1000, 80)).toBe(1420);
    expect(anchorScrollTop(-200, 3000, 100)).toBe(2700);
  });

  it('never asks for a negative scroll position', () => {
    expect(anchorScrollTop(20, 0, 80)).toBe(0);
  });
});
