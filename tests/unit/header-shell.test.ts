import { describe, expect, it } from 'vitest';
import { nextHeaderState } from '../../src/sections/header/header-shell';

// The header as the visitor wheels, in a browser: e2e/header.spec.
describe('nextHeaderState', () => {
  it.each([
    [9, false, false],
    [10, false, false],
    [11, true, false],
    [99, true, false],
    [100, true, false],
    [101, true, true],
    [2400, true, true],
  ])('scrolling down to %ipx: translucent %s, hidden %s', (y, translucent, hidden) => {
    expect(nextHeaderState({ y, previousY: y - 1, wasHidden: false })).toEqual({
      translucent,
      hidden,
    });
  });

  it('shows again as soon as the visitor scrolls up, at any depth, and at the top', () => {
    expect(nextHeaderState({ y: 101, previousY: 102, wasHidden: true })).toEqual({
      translucent: true,
      hidden: false,
    });
    expect(nextHeaderState({ y: 5000, previousY: 5001, wasHidden: true }).hidden).toBe(false);
    expect(nextHeaderState({ y: 0, previousY: 40, wasHidden: true }).hidden).toBe(false);
  });

  it.each([true, false])('keeps hidden: %s when the position does not change', (wasHidden) => {
    expect(nextHeaderState({ y: 600, previousY: 600, wasHidden }).hidden).toBe(wasHidden);
  });
});
