import type Lenis from 'lenis';

/** How long after the last scroll event a native scroll has ended (Lenis waits 400 ms). */
const QUIET_MS = 500;

/**
 * Ends a native scroll (keyboard, scrollbar, focus) for Lenis 1.3 once its scroll events stop: Lenis
 * clears `isScrolling: 'native'` 400 ms after a scroll event that moved the page, but one that moves
 * nothing (the page growing) cancels that and arms none, leaving `lenis-scrolling` on for good.
 */
export const endNativeScrolls = (lenis: Pick<Lenis, 'isScrolling' | 'velocity'>) => {
  let timer = 0;
  // Lenis's listener has run: a glide ('smooth') has nothing to end, and its frames touch no timer.
  const onScroll = () => {
    if (lenis.isScrolling !== 'native') return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (lenis.isScrolling !== 'native') return;
      lenis.velocity = 0;
      lenis.isScrolling = false;
    }, QUIET_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  };
};
