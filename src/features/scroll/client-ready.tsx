'use client';

import { useEffect } from 'react';

/**
 * The client's idle-time work: smooth scrolling started, the reveals set up. Each part settles once
 * done or given up (reduced motion, a module not fetched); then nothing changes the page by itself.
 */
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

/**
 * Tells the browser tests how far the client has got, on <html>: `data-client="hydrated"` once every
 * client component's effects have run (this one comes last), then `"settled"`.
 */
export const ClientReady = () => {
  useEffect(() => {
    const root = document.documentElement;
    let active = true;
    root.dataset.client = 'hydrated';
    void clientSettled().then(() => {
      if (active) root.dataset.client = 'settled';
    });
    return () => {
      active = false;
    };
  }, []);
  return null;
};
