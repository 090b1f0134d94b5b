'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

type Props = { buildYear: number };

/** The year from the visitor's clock; the prerendered HTML carries the build year until hydration. */
export const CurrentYear = ({ buildYear }: Props) => {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return year;
};
