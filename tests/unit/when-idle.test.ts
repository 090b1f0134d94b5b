import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { whenIdle } from '../../src/lib/when-idle';

/** A window with a load event and an idle queue the test flushes by hand. */
const fakeBrowser = (readyState: DocumentReadyState) => {
  const onLoad = new Set<() => void>();
  const idle = new Map<number, () => void>();
  let next = 1;
  onTestFinished(() => void vi.unstubAllGlobals());
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    addEventListener: (_: string, listener: () => void) => onLoad.add(listener),
    removeEventListener: (_: string, listener: () => void) => onLoad.delete(listener),
    requestIdleCallback: (callback: () => void) => idle.set(next, callback) && next++,
    cancelIdleCallback: (handle: number) => idle.delete(handle),
  });
  const task = vi.fn();
  return {
    task,
    load: () => {
      for (const listener of onLoad) listener();
      onLoad.clear();
    },
    flushIdle: () => {
      for (const callback of idle.values()) callback();
      idle.clear();
    },
    pendingIdle: () => idle.size,
  };
};

describe('whenIdle', () => {
  it('waits for the load event, then for idle time', () => {
    const browser = fakeBrowser('interactive');
    whenIdle(browser.task);
    expect(browser.pendingIdle()).toBe(0);
    browser.load();
    expect(browser.task).not.toHaveBeenCalled();
    browser.flushIdle();
    expect(browser.task).toHaveBeenCalledOnce();
  });

  it('after load, only waits for idle time, with an idle callback per task', () => {
    const browser = fakeBrowser('complete');
    whenIdle(browser.task);
    whenIdle(() => {});
    expect(browser.pendingIdle()).toBe(2);
    browser.flushIdle();
    expect(browser.task).toHaveBeenCalledOnce();
  });

  it.each([
    ['before load', 'loading'],
    ['while it waits for idle time', 'complete'],
  ] as const)('never runs a task cancelled %s', (_, readyState) => {
    const browser = fakeBrowser(readyState);
    whenIdle(browser.task)();
    browser.load();
    expect(browser.pendingIdle()).toBe(0);
    browser.flushIdle();
    expect(browser.task).not.toHaveBeenCalled();
  });
});
