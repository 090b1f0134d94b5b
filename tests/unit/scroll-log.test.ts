import { describe, expect, it } from 'vitest';
import { batchedScrollLog } from '../../src/features/scroll/scroll-log';

/** Timers the test fires itself. */
const manualTimers = () => {
  let next = 1;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  return {
    set: (callback: () => void, ms: number) => {
      pending.set(next, { callback, ms });
      return next++;
    },
    clear: (handle: number) => {
      pending.delete(handle);
    },
    pending: () => [...pending.values()].map(({ ms }) => ms),
    fire: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const { callback } of due) callback();
    },
  };
};

describe('batchedScrollLog', () => {
  it('writes every line, in order, once its batch is due; one timer per batch', () => {
    const written: string[] = [];
    const timers = manualTimers();
    const log = batchedScrollLog((line) => written.push(line), timers, 250);
    log.log('[scroll] 10px down');
    log.log('[scroll] 20px down');
    expect(written).toEqual([]);
    expect(timers.pending()).toEqual([250]);
    timers.fire();
    expect(written).toEqual(['[scroll] 10px down', '[scroll] 20px down']);
    log.log('[scroll] 30px down');
    expect(timers.pending()).toEqual([250]);
    timers.fire();
    expect(written.at(-1)).toBe('[scroll] 30px down');
    expect(timers.pending()).toEqual([]);
  });

  it('writes the batch at once when the scroll comes to rest, leaving no timer', () => {
    const written: string[] = [];
    const timers = manualTimers();
    const log = batchedScrollLog((line) => written.push(line), timers);
    log.log('[scroll] 10px down');
    log.log('[scroll] 12px down', true);
    expect(written).toEqual(['[scroll] 10px down', '[scroll] 12px down']);
    expect(timers.pending()).toEqual([]);
  });

  it('flush writes what is queued and nothing twice', () => {
    const written: string[] = [];
    const timers = manualTimers();
    const log = batchedScrollLog((line) => written.push(line), timers);
    log.flush();
    expect(written).toEqual([]);
    log.log('[scroll] 5px up');
    log.flush();
    log.flush();
    expect(written).toEqual(['[scroll] 5px up']);
    expect(timers.pending()).toEqual([]);
  });
});
