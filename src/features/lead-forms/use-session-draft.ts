'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { safeStorage } from '../../lib/utils';
import { whenIdle } from '../../lib/when-idle';
import type { EmailForm } from './send-email';

/** The stored draft, or null for none, a damaged one or anything but an object. */
export const parseDraft = <T extends object>(raw: string | null): Partial<T> | null => {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Partial<T>)
      : null;
  } catch {
    return null;
  }
};

export const draftKey = (form: EmailForm) => `humanoid:${form}-draft`;

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

/** Keeps a form's values in sessionStorage (DEC-5), read at idle time, written after each paint; an empty form keeps none. */
export const useSessionDraft = <T extends object>(
  key: string,
  values: T,
  restore: (draft: Partial<T>) => void,
) => {
  const [untouched] = useState(() => JSON.stringify(values));
  const latest = useRef(values);
  const stored = useRef<string | null>(null); // what storage holds; null until first read
  const touched = useRef(false); // a form once filled never takes a draft back, even emptied by a send
  const cancelPending = useRef<(() => void) | null>(null);

  /** Brings storage up to date, read first if it never was: an untouched form gets the draft back. */
  const save = useCallback(() => {
    cancelPending.current?.();
    cancelPending.current = null;
    const json = JSON.stringify(latest.current);
    if (stored.current === null) {
      const draft = storage.get(key);
      stored.current = draft ?? untouched;
      if (json === untouched && !touched.current) {
        const found = parseDraft<T>(draft);
        if (found) restore(found);
        return;
      }
    }
    if (json === stored.current) return;
    if (json === untouched) storage.remove(key);
    else storage.set(key, json);
    stored.current = json;
  }, [key, restore, untouched]);

  useEffect(() => {
    const cancelRead = whenIdle(save);
    const saveIfHidden = () => {
      if (document.visibilityState === 'hidden' && cancelPending.current) save();
    };
    document.addEventListener('visibilitychange', saveIfHidden);
    return () => {
      cancelRead();
      document.removeEventListener('visibilitychange', saveIfHidden);
      if (cancelPending.current) save();
    };
  }, [save]);

  useEffect(() => {
    latest.current = values;
    const filled = JSON.stringify(values) !== untouched;
    touched.current ||= filled;
    if (filled) cancelPending.current ??= afterNextPaint(save);
    else if (touched.current) save(); // at once: a sent form's draft goes with its values
  }, [values, untouched, save]);
};
