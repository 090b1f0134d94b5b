'use client';

import { useEffect } from 'react';

// Idle-time work settles once done or given up; ClientReady, rendered last, waits for the jobs its page started.
const jobs = new Map<string, { promise: Promise<void>; settle: () => void }>();

export const startIdleJob = (name: 'smooth scroll' | 'reveals'): (() => void) => {
  let job = jobs.get(name);
  if (!job) {
    let settle = () => {};
    const promise = new Promise<void>((resolve) => {
      settle = resolve;
    });
    job = { promise, settle };
    jobs.set(name, job);
  }
  return job.settle;
};

export const clientSettled = (): Promise<void> =>
  Promise.all([...jobs.values()].map(({ promise }) => promise)).then(() => undefined);

/** On <html>: `data-client="hydrated"` after every effect (the menu's head script then stands down), then `"settled"`. */
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
