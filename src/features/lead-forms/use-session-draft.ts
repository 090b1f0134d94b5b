'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { safeStorage } from '../../lib/safe-storage';
import { whenIdle } from '../../lib/when-idle';
import { settleDraft } from './session-draft';

// sessionStorage is synchronous: its first use in a page waits on the browser process.
const storage = safeStorage(() => window.sessionStorage);

/**
 * Keeps a form's values in sessionStorage as the visitor types, restores them after a reload or
 * an accidental navigation, and forgets them on `clear()`. Storage is first touched at the first
 * idle moment after load, or at the visitor's first keystroke if that comes sooner, not in the
 * effects that run right after hydration; and values are written only when they differ from what
 * storage holds, so an untouched form writes nothing.
 */
export const useSessionDraft = <T extends object>(
  key: string,
  values: T,
  restore: (draft: Partial<T>) => void,
) => {
  const [untouched] = useState(() => JSON.stringify(values));
  const latest = useRef(values);
  const stored = useRef<string | null>(null); // what storage holds; null until first read

  const settle = useCallback(() => {
    if (stored.current !== null) return;
    const result = settleDraft<T>(storage.get(key), JSON.stringify(latest.current), untouched);
    if (result.write !== null) storage.set(key, result.write);
    stored.current = result.stored;
    if (result.restore) restore(result.restore);
  }, [key, restore, untouched]);

  useEffect(() => whenIdle(settle), [settle]);

  useEffect(() => {
    latest.current = values;
    const json = JSON.stringify(values);
    if (stored.current === null) {
      if (json !== untouched) settle(); // typed before the idle read: read and store now
    } else if (json !== stored.current) {
      storage.set(key, json);
      stored.current = json;
    }
  }, [key, values, untouched, settle]);

  return useCallback(() => {
    storage.remove(key);
    stored.current = untouched;
  }, [key, untouched]);
};
