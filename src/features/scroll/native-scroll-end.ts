import type Lenis from 'lenis';

/** How long after the last scroll event a native scroll has ended (Lenis waits 400 ms). */
const QUIET_MS = 500;

/**
 * Ends a native scroll (keyboard, scrollbar, the browser bringing a focused element into view) for
 * Lenis 1.3, once the scroll events stop. Lenis marks one `isScrolling: 'native'` and clears that
 * 400 ms after a scroll event that moved the page; but a scroll event that moves nothing (the page
 * growing under the viewport) cancels that clearing and arms none, and `lenis-scrolling` stayed on
 * <html> for good. Returns the function that stops watching.
 */
export const endNativeScrolls = (lenis: Pick<Lenis, 'isScrolling' | 'velocity'>) => {
  let timer = 0;
  // Lenis's own listener has run: during a glide ('smooth') there is nothing to end, and no timer
  // is touched in the glide's frames.
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
