'use client';

import { useEffect } from 'react';
import { REVEAL_DEFAULT_AMOUNT, REVEAL_PROCESS_AMOUNT, REVEAL_STAGGER_S } from '../../config/spec';
import { whenIdle } from '../../lib/when-idle';
import { revealsSettled } from './client-settled';
import { DEFERRED_LAYOUT_SELECTOR } from './deferred-layout';
import { prefersReducedMotion } from './motion-preference';

/** motion's viewport watcher and its small animate, fetched only when the reveals are set up. */
const loadMotion = () => import('./reveal-motion');

const HIDDEN_TRANSFORM = 'translateY(24px)';
const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

/**
 * Is the element still ahead of the visitor, below the viewport? Told by its section's own box
 * when that answers it: a section skipped by layout (`.deferred-layout`) has a box of its own, and
 * measuring an element inside it would lay the whole section out.
 */
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

/**
 * Fades in every element marked `data-reveal` the first time it scrolls into view: process steps
 * at 30% visibility, staggered 0.2s by step index; everything else at 10%. Only elements still
 * below the fold are hidden, and only once the client is running, so the prerendered page is
 * fully readable. Reduced motion: nothing is hidden or animated. motion is fetched at the first
 * idle moment after load, so it is not part of the JavaScript the first render waits for; if it
 * cannot be fetched, nothing is hidden.
 */
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
      // Measure every element before hiding any: a read after a style write would make the browser
      // lay the page out again, once per element. Only what is still ahead of the visitor hides:
      // what they have already scrolled past stays as they saw it.
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
      loadMotion()
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
