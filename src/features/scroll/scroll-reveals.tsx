'use client';

import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { startIdleJob } from './client-ready';
import { prefersReducedMotion } from './scroll-engine';

/** Fades in `data-reveal` elements below the fold (REVEAL-1, REVEAL-2); nothing hides without motion. */
export const ScrollRevealAnimator = () => {
  useEffect(() => {
    const settled = startIdleJob('reveals');
    if (prefersReducedMotion()) {
      settled();
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
        .finally(settled);
    });
    return () => {
      cancelled = true;
      cancel();
      for (const stop of stops) stop();
    };
  }, []);
  return null;
};
