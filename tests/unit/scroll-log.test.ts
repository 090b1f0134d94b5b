import { describe, expect, it } from 'vitest';
import { batchedScrollLog } from '../../src/features/scroll/scroll-log';

/** The log with timers the test fires itself, writing into `written`. */
const logWithManualTimers = () => {
  let next = 1;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timers = {
    set: (callback: () => void, ms: number) => pending.set(next, { callback, ms }) && next++,
    clear: (handle: number) => void pending.delete(handle),
  };
  const written: string[] = [];
  return {
    written,
    log: batchedScrollLog((line) => written.push(line), timers, 250),
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
    const { written, log, pending, fire } = logWithManualTimers();
    log.log('10px down');
    log.log('20px down');
    expect(written).toEqual([]);
    expect(pending()).toEqual([250]);
    fire();
    expect(written).toEqual(['10px down', '20px down']);
    log.log('30px down');
    expect(pending()).toEqual([250]);
    fire();
    expect(written.at(-1)).toBe('30px down');
    expect(pending()).toEqual([]);
  });

  it('writes the batch at once when the scroll comes to rest, leaving no timer', () => {
    const { written, log, pending } = logWithManualTimers();
    log.log('10px down');
    log.log('12px down', true);
    expect(written).toEqual(['10px down', '12px down']);
    expect(pending()).toEqual([]);
  });

  it('flush writes what is queued and nothing twice', () => {
    const { written, log, pending } = logWithManualTimers();
    log.flush();
    log.log('5px up');
    log.flush();
    log.flush();
    expect(written).toEqual(['5px up']);
    expect(pending()).toEqual([]);
  });
});
