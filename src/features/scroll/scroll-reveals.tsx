'use client';

import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { revealsSettled } from './client-ready';
import { prefersReducedMotion } from './scroll-engine';

/** Fades in `data-reveal` elements below the fold (REVEAL-1, REVEAL-2); nothing hides without motion. */
export const ScrollRevealAnimator = () => {
  useEffect(() => {
    if (prefersReducedMotion()) {
      revealsSettled();
      return;
    }
    let stops: Array<() => void> = [];
    let cancelled = false;
    const cancel = whenIdle(() => {
      import('./reveal-motion')
        .then(({ revealBelowTheFold }) => {
          if (!cancelled) stops = revealBelowTheFold();
        })
        .catch((error: unknown) =>
          console.debug('[reveal] motion not loaded; nothing hidden', error),
        )
        .finally(revealsSettled);
    });
    return () => {
      cancelled = true;
      cancel();
      for (const stop of stops) stop();
    };
  }, []);
  return null;
};
