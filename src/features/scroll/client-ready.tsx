'use client';

import { useEffect } from 'react';

// The client's idle-time work (smooth scroll, reveals) settles once done or given up.
const oneTime = () => {
  let done = () => {};
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
};

const smoothScroll = oneTime();
const reveals = oneTime();

export const smoothScrollSettled = smoothScroll.done;
export const revealsSettled = reveals.done;

export const clientSettled = (): Promise<void> =>
  Promise.all([smoothScroll.promise, reveals.promise]).then(() => undefined);

/** On <html> for the browser tests: `data-client="hydrated"` after every effect, then `"settled"`. */
export const ClientReady = () => {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.client = 'hydrated';
    void clientSettled().then(() => {
      root.dataset.client = 'settled';
    });
  }, []);
  return null;
};
