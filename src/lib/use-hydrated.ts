import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the prerendered HTML and during hydration, true once the client has taken over. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
