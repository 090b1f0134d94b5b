import { describe, expect, it } from 'vitest';
import { nextHeaderState } from '../../src/sections/header/header-shell';

const down = (y: number) => nextHeaderState({ y, previousY: y - 1, wasHidden: false });
const up = (y: number) => nextHeaderState({ y, previousY: y + 1, wasHidden: true });

describe('nextHeaderState', () => {
  it('turns translucent only beyond 10px', () => {
    expect(down(9).translucent).toBe(false);
    expect(down(10).translucent).toBe(false);
    expect(down(11).translucent).toBe(true);
    expect(nextHeaderState({ y: 0, previousY: 40, wasHidden: false })).toEqual({
      translucent: false,
      hidden: false,
    });
  });

  it('hides while scrolling down only past 100px', () => {
    expect(down(99).hidden).toBe(false);
    expect(down(100).hidden).toBe(false);
    expect(down(101).hidden).toBe(true);
    expect(nextHeaderState({ y: 2400, previousY: 300, wasHidden: false }).hidden).toBe(true);
  });

  it('shows again as soon as the visitor scrolls up, at any depth', () => {
    expect(up(101)).toEqual({ translucent: true, hidden: false });
    expect(up(5000).hidden).toBe(false);
  });

  it('keeps its visibility when the position does not change', () => {
    expect(nextHeaderState({ y: 600, previousY: 600, wasHidden: true }).hidden).toBe(true);
    expect(nextHeaderState({ y: 600, previousY: 600, wasHidden: false }).hidden).toBe(false);
  });
});
