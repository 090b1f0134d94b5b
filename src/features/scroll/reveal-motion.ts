// Fetched when idle, a module of its own: a dynamic import('motion') would bundle the whole library.
import { inView } from 'motion';
import { animate } from 'motion/mini';
import { REVEAL_DEFAULT_AMOUNT, REVEAL_PROCESS_AMOUNT, REVEAL_STAGGER_S } from '../../config/spec';
import { DEFERRED_LAYOUT_SELECTOR } from '../../lib/deferred-layout';

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

/** Hides the `data-reveal` elements below the fold and fades each in once it is in view; returns the stops. */
export const revealBelowTheFold = () => {
  // Every element measured before any is hidden: each read after a write would lay the page out.
  const sectionBoxes = new Map<Element, DOMRect>();
  const ahead = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter((element) =>
    belowTheFold(element, sectionBoxes),
  );
  return ahead.map((element) => {
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
    return stop;
  });
};
