'use client';

import { useEffect } from 'react';
import { clientSettled } from './client-settled';

/**
 * Tells whoever watches the page (the browser tests) how far the client has got, in one attribute
 * on <html>: `data-client="hydrated"` once the page is hydrated and every client component's
 * effects have run (its effect runs after theirs: it comes last on the page), then
 * `data-client="settled"` once the idle-time work is done too (src/features/scroll/client-settled.ts).
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
