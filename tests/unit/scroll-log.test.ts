import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedScrollLog } from '../../src/features/scroll/smooth-scroll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The log writing into `written`, on timers the test advances. */
const logWithFakeTimers = () => {
  const written: string[] = [];
  return { written, log: batchedScrollLog((line) => written.push(line)) };
};

describe('batchedScrollLog', () => {
  it('writes every line, in order, once its batch is due; one timer per batch', () => {
    const { written, log } = logWithFakeTimers();
    log.log('10px down');
    log.log('20px down');
    expect(vi.getTimerCount()).toBe(1);
    expect(written).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(written).toEqual(['10px down', '20px down']);
    log.log('30px down');
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(written.at(-1)).toBe('30px down');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('writes the batch at once when the scroll comes to rest, leaving no timer', () => {
    const { written, log } = logWithFakeTimers();
    log.log('10px down');
    log.log('12px down', true);
    expect(written).toEqual(['10px down', '12px down']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('flush writes what is queued and nothing twice', () => {
    const { written, log } = logWithFakeTimers();
    log.flush();
    log.log('5px up');
    log.flush();
    log.flush();
    expect(written).toEqual(['5px up']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
