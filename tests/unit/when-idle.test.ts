import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/lib/when-idle';

/** A window with a load event and an idle queue the test flushes by hand. */
const fakeBrowser = (readyState: DocumentReadyState) => {
  const loadListeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  let next = 1;
  const win = {
    addEventListener: (_type: string, listener: () => void) => loadListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => loadListeners.delete(listener),
    requestIdleCallback: (callback: () => void) => {
      idle.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { readyState });
  return {
    load: () => {
      for (const listener of [...loadListeners]) listener();
      loadListeners.clear();
    },
    flushIdle: () => {
      for (const [handle, callback] of [...idle]) {
        idle.delete(handle);
        callback();
      }
    },
    pendingIdle: () => idle.size,
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the load event, then for idle time', () => {
    const browser = fakeBrowser('interactive');
    const task = vi.fn();
    whenIdle(task);
    expect(browser.pendingIdle()).toBe(0);
    browser.load();
    expect(task).not.toHaveBeenCalled();
    browser.flushIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('after load, only waits for idle time', () => {
    const browser = fakeBrowser('complete');
    const task = vi.fn();
    whenIdle(task);
    expect(browser.pendingIdle()).toBe(1);
    browser.flushIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('gives each task its own idle callback', () => {
    const browser = fakeBrowser('complete');
    whenIdle(() => {});
    whenIdle(() => {});
    expect(browser.pendingIdle()).toBe(2);
  });

  it('never runs a task cancelled before load', () => {
    const browser = fakeBrowser('loading');
    const task = vi.fn();
    whenIdle(task)();
    browser.load();
    browser.flushIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('never runs a task cancelled while it waits for idle time', () => {
    const browser = fakeBrowser('complete');
    const task = vi.fn();
    const cancel = whenIdle(task);
    expect(browser.pendingIdle()).toBe(1);
    cancel();
    expect(browser.pendingIdle()).toBe(0);
    browser.flushIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
