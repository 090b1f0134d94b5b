import { describe, expect, it } from 'vitest';
import { nextHeaderState } from '../../src/sections/header/header-shell';

// The header as the visitor wheels, in a browser: e2e/header.spec.
describe('nextHeaderState', () => {
  it.each([
    [9, false],
    [10, false],
    [11, true],
  ])('at %ipx is translucent: %s', (y, translucent) => {
    expect(nextHeaderState({ y, previousY: y - 1, wasHidden: false }).translucent).toBe(
      translucent,
    );
  });

  it.each([
    [99, false],
    [100, false],
    [101, true],
    [2400, true],
  ])('scrolling down to %ipx hides it: %s', (y, hidden) => {
    expect(nextHeaderState({ y, previousY: y - 1, wasHidden: false }).hidden).toBe(hidden);
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
