import type Lenis from 'lenis';
import { anchorOffset, anchorScrollTop } from './anchor-offset';
import { layOutThrough } from './deferred-layout';

/**
 * The page's one scroll engine: Lenis when smooth scrolling is on, the native scroll otherwise
 * (reduced motion, or before Lenis has started). Anchor targets are measured from the real layout.
 */
let lenis: Lenis | null = null;
let locked = false;

/** Lenis once it has started (it starts at idle time: the menu may already have locked scrolling). */
export const setScrollEngine = (instance: Lenis | null) => {
  lenis = instance;
  if (locked) lenis?.stop();
};

const focusWithoutScrolling = (element: HTMLElement) => {
  if (!element.hasAttribute('tabindex') && !element.matches('a, button, input, select, textarea')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
};

/** Scrolls to an in-page hash (#contact, #top …). Returns false when there is nothing to scroll to. */
export const scrollToHash = (hash: string): boolean => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id === '' || id === 'top' ? null : document.getElementById(id);
  if (id !== '' && id !== 'top' && !target) return false;

  // Sections the first paint skipped are laid out first, up to the target: measured against
  // estimated heights, it would land off by the difference.
  if (target) layOutThrough(target);
  // Measured from the element's real position now, so it lands exactly `offset` under the top.
  // (A number, not the element: Lenis would add the page's scroll-padding to an element target.)
  const offset = anchorOffset(window.innerWidth);
  const top = target
    ? anchorScrollTop(target.getBoundingClientRect().top, window.scrollY, offset)
    : 0;
  const done = () => {
    if (target) focusWithoutScrolling(target);
  };
  if (lenis) {
    lenis.scrollTo(top, { onComplete: done });
  } else {
    window.scrollTo({ top, behavior: 'auto' });
    done();
  }
  const url = target ? `#${id}` : `${window.location.pathname}${window.location.search}`;
  window.history.pushState(null, '', url);
  return true;
};

/** Stops page scrolling (the open mobile menu). */
export const lockScroll = () => {
  locked = true;
  lenis?.stop();
  document.documentElement.style.overflow = 'hidden';
};

export const unlockScroll = () => {
  locked = false;
  document.documentElement.style.overflow = '';
  lenis?.start();
};
