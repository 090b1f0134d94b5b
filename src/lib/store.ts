import { useSyncExternalStore } from 'react';

/** A value that any module may set and client components read: each reader renders on a change. */
export const createStore = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const useStore = <T>(store: ReturnType<typeof createStore<T>>): T =>
  useSyncExternalStore(store.subscribe, store.get, store.get);
