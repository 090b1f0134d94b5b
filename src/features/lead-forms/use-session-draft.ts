'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { safeStorage } from '../../lib/utils';
import { whenIdle } from '../../lib/when-idle';

export const parseDraft = <T extends object>(raw: string | null): Partial<T> | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Partial<T>)
      : null;
  } catch {
    return null;
  }
};

/** Settles the stored draft against the form: an untouched form gets it back, typing first wins. */
export const settleDraft = <T extends object>(
  stored: string | null,
  typed: string,
  untouched: string,
) => {
  const held = stored ?? untouched;
  if (typed === untouched) return { restore: parseDraft<T>(stored), write: null, stored: held };
  return { restore: null, write: typed === held ? null : typed, stored: typed };
};

// sessionStorage is synchronous: its first use in a page waits on the browser process.
const storage = safeStorage(() => window.sessionStorage);

const afterNextPaint = (task: () => void): (() => void) => {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
};

/** Keeps a form's values in sessionStorage (DEC-5), read at idle time, written after each paint. */
export const useSessionDraft = <T extends object>(
  key: string,
  values: T,
  restore: (draft: Partial<T>) => void,
) => {
  const [untouched] = useState(() => JSON.stringify(values));
  const latest = useRef(values);
  const stored = useRef<string | null>(null); // what storage holds; null until first read
  const cancelPending = useRef<(() => void) | null>(null);

  const settle = useCallback(() => {
    if (stored.current !== null) return;
    const result = settleDraft<T>(storage.get(key), JSON.stringify(latest.current), untouched);
    if (result.write !== null) storage.set(key, result.write);
    stored.current = result.stored;
    if (result.restore) restore(result.restore);
  }, [key, restore, untouched]);

  /** Brings storage up to date: read first if it never was (what was typed wins), else written. */
  const save = useCallback(() => {
    cancelPending.current?.();
    cancelPending.current = null;
    if (stored.current === null) return settle();
    const json = JSON.stringify(latest.current);
    if (json === stored.current) return;
    storage.set(key, json);
    stored.current = json;
  }, [key, settle]);

  useEffect(() => whenIdle(settle), [settle]);

  useEffect(() => {
    latest.current = values;
    if (stored.current === null && JSON.stringify(values) === untouched) return;
    cancelPending.current ??= afterNextPaint(save);
  }, [values, untouched, save]);

  useEffect(() => {
    const saveIfHidden = () => {
      if (document.visibilityState === 'hidden' && cancelPending.current) save();
    };
    document.addEventListener('visibilitychange', saveIfHidden);
    return () => {
      document.removeEventListener('visibilitychange', saveIfHidden);
      if (cancelPending.current) save();
    };
  }, [save]);

  return useCallback(() => {
    cancelPending.current?.();
    cancelPending.current = null;
    storage.remove(key);
    stored.current = untouched;
  }, [key, untouched]);
};
