'use client';

import { useEffect } from 'react';
import { clientSettled } from './client-settled';

/**
 * Tells the browser tests how far the client has got, on <html>: `data-client="hydrated"` once every
 * client component's effects have run (this one comes last), then `"settled"` (client-settled.ts).
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
