'use client';

import { useEffect } from 'react';

/** Records the path a visitor tried to reach, so broken links show up in the console. */
export const LogMissingPath = () => {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    );
  }, []);
  return null;
};
