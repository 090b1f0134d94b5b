'use client';

import { useCallback, useEffect, useRef } from 'react';

const read = <T extends object>(key: string): Partial<T> | null => {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null; // storage blocked or a damaged value: start empty
  }
};

/**
 * Keeps a form's values in sessionStorage as the visitor types, restores them after a reload or
 * an accidental navigation (once the client has taken over), and forgets them on `clear()`.
 */
export const useSessionDraft = <T extends object>(
  key: string,
  values: T,
  restore: (draft: Partial<T>) => void,
) => {
  const restored = useRef(false);
  useEffect(() => {
    const draft = read<T>(key);
    if (draft) restore(draft);
    restored.current = true;
  }, [key, restore]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the draft is a convenience, the form still works.
    }
  }, [key, values]);

  return useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to clear
    }
  }, [key]);
};
