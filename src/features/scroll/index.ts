/**
 * Scroll and motion: smooth scrolling (Lenis) and in-page anchors, the scroll position for whoever
 * follows it, the reveals, the sections laid out only near the viewport (and the head script for
 * deep links), the header's scroll state, and the signal that the client has settled.
 */
export { ClientReady } from './client-ready';
export { LayOutAllWhenDeepLinked } from './deep-link-script';
export { type HeaderState, nextHeaderState } from './header-state';
export { prefersReducedMotion } from './motion-preference';
export { RevealOnScroll } from './reveal-on-scroll';
export { followScroll, lockScroll, scrollToHash, unlockScroll } from './scroll-engine';
export { ScrollRevealAnimator } from './scroll-reveals';
export { SmoothScroll } from './smooth-scroll';
