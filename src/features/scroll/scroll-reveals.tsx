'use client';

import { useEffect } from 'react';
import { REVEAL_DEFAULT_AMOUNT, REVEAL_PROCESS_AMOUNT, REVEAL_STAGGER_S } from '../../config/spec';
import { DEFERRED_LAYOUT_SELECTOR } from '../../lib/deferred-layout';
import { whenIdle } from '../../lib/when-idle';
import { revealsSettled } from './client-ready';
import { prefersReducedMotion } from './scroll-engine';

const HIDDEN_TRANSFORM = 'translateY(24px)';
const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

/** Below the viewport? Its section's box answers first: measuring inside a skipped section lays it out. */
const belowTheFold = (element: HTMLElement, sectionBoxes: Map<Element, DOMRect>) => {
  const section = element.closest(DEFERRED_LAYOUT_SELECTOR);
  if (section) {
    const box = sectionBoxes.get(section) ?? section.getBoundingClientRect();
    sectionBoxes.set(section, box);
    if (box.top >= window.innerHeight) return true;
    if (box.bottom <= 0) return false;
  }
  return element.getBoundingClientRect().top >= window.innerHeight;
};

/** Fades in `data-reveal` elements below the fold (REVEAL-1, REVEAL-2); nothing hides without motion. */
export const ScrollRevealAnimator = () => {
  useEffect(() => {
    if (prefersReducedMotion()) {
      revealsSettled();
      return;
    }
    const stops: Array<() => void> = [];
    let cancelled = false;
    const setUp = ({ inView, animate }: typeof import('./reveal-motion')) => {
      if (cancelled) return;
      // Every element measured before any is hidden: each read after a write would lay the page out.
      const sectionBoxes = new Map<Element, DOMRect>();
      const ahead = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter((element) =>
        belowTheFold(element, sectionBoxes),
      );
      for (const element of ahead) {
        const isStep = element.dataset.reveal === 'process';
        const delay = isStep ? Number(element.dataset.revealIndex ?? 0) * REVEAL_STAGGER_S : 0;
        element.style.opacity = '0';
        element.style.transform = HIDDEN_TRANSFORM;
        element.dataset.revealState = 'hidden';
        const stop = inView(
          element,
          () => {
            stop();
            element.dataset.revealState = 'shown';
            animate(
              element,
              { opacity: [0, 1], transform: [HIDDEN_TRANSFORM, 'translateY(0)'] },
              { duration: 0.7, delay, ease: EASE_OUT },
            );
          },
          { amount: isStep ? REVEAL_PROCESS_AMOUNT : REVEAL_DEFAULT_AMOUNT },
        );
        stops.push(stop);
      }
    };
    const cancel = whenIdle(() => {
      import('./reveal-motion')
        .then(setUp)
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
