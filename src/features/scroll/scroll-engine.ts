import type Lenis from 'lenis';
import { anchorOffset, anchorScrollTop } from './anchor-offset';
import { layOutThrough } from './deferred-layout';

/**
 * The page's one scroll engine: Lenis when smooth scrolling is on, the native scroll otherwise
 * (reduced motion, or before Lenis has started). Anchor targets are measured from the real layout.
 */
let lenis: Lenis | null = null;
let locked = false;
/** Asks for the frames of an animation Lenis has just been given (see frames-while-scrolling.ts). */
let wake = () => {};

type ScrollListener = (y: number) => void;
const listeners = new Set<ScrollListener>();
const tell = (y: number) => {
  for (const listener of listeners) listener(y);
};
const onNativeScroll = () => tell(window.scrollY);
const onLenisScroll = (instance: Lenis) => tell(instance.scroll);
let stopFollowingLenis = () => {};

/**
 * Lenis once it has started (it starts at idle time: the menu may already have locked scrolling),
 * and the function that wakes its frames.
 */
export const setScrollEngine = (instance: Lenis | null, wakeFrames: () => void = () => {}) => {
  stopFollowingLenis();
  lenis = instance;
  wake = wakeFrames;
  if (lenis) {
    window.removeEventListener('scroll', onNativeScroll);
    stopFollowingLenis = lenis.on('scroll', onLenisScroll);
  } else {
    stopFollowingLenis = () => {};
    if (listeners.size > 0) window.addEventListener('scroll', onNativeScroll, { passive: true });
  }
  if (locked) lenis?.stop();
};

/**
 * Calls `listener` with the scroll position whenever it changes, until the returned function is
 * called. With Lenis, the position it sets in its frame (no layout read, no frame of lag); without
 * it, the native scroll event's. Every behaviour that follows the scroll shares this one source.
 */
export const followScroll = (listener: ScrollListener): (() => void) => {
  listeners.add(listener);
  if (!lenis && listeners.size === 1) {
    window.addEventListener('scroll', onNativeScroll, { passive: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', onNativeScroll);
  };
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
    wake();
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
