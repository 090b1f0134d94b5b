import type Lenis from 'lenis';
import { layOutThrough } from '../../lib/deferred-layout';

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The page's one scroll engine: Lenis once smooth scrolling runs, the native scroll otherwise. */
let lenis: Lenis | null = null;
let locked = false;
/** Asks for the frames of a glide Lenis has just been given (smooth-scroll.tsx). */
let wake = () => {};

type ScrollListener = (y: number) => void;
const listeners = new Set<ScrollListener>();
const tell = (y: number) => {
  for (const listener of listeners) listener(y);
};
// Lenis tells of its own scrolls, native ones included, in its frame.
const onNativeScroll = () => {
  if (!lenis) tell(window.scrollY);
};
let stopFollowingLenis = () => {};

/** Lenis once it has started at idle time (the menu may already have locked scrolling). */
export const setScrollEngine = (instance: Lenis | null, wakeFrames: () => void = () => {}) => {
  stopFollowingLenis();
  lenis = instance;
  wake = wakeFrames;
  stopFollowingLenis = lenis?.on('scroll', ({ scroll }: Lenis) => tell(scroll)) ?? (() => {});
  if (locked) lenis?.stop();
};

/** Calls `listener` with each scroll position (Lenis's, in its frame, or the native event's) until stopped. */
export const followScroll = (listener: ScrollListener): (() => void) => {
  if (listeners.size === 0) window.addEventListener('scroll', onNativeScroll, { passive: true });
  listeners.add(listener);
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
  const target = id === '' ? null : document.getElementById(id);
  if (id !== '' && !target) return false;

  // Against real heights, at the page's scroll-padding (SPEC_CSS), which Lenis adds to an element.
  if (target) layOutThrough(target);
  const offset = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const top = target
    ? Math.max(0, Math.round(target.getBoundingClientRect().top + window.scrollY - offset))
    : 0;
  // Focus first, as a native jump moves it: a Tab during the glide continues from the target.
  if (target) focusWithoutScrolling(target);
  if (lenis) {
    lenis.scrollTo(top);
    wake();
  } else {
    window.scrollTo({ top, behavior: 'auto' });
  }
  const url =
    target && id !== 'top' ? `#${id}` : `${window.location.pathname}${window.location.search}`;
  window.history.pushState(null, '', url);
  return true;
};

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
