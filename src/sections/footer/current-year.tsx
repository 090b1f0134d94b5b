'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

type Props = { buildYear: number };

/**
 * The year, read from the visitor's clock when the page runs, not frozen at build time.
 * The prerendered HTML carries the build year until the client takes over.
 */
export const CurrentYear = ({ buildYear }: Props) => {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="current-year">{year}</span>;
};
