'use client';

import { useEffect } from 'react';

/** So broken links show up in the console (NF-2). */
export const LogMissingPath = () => {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    );
  }, []);
  return null;
};
