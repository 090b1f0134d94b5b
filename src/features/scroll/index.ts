/** Smooth scrolling and anchors, reveals, deferred layout, the header's scroll state, the settled signal. */
export { ClientReady } from './client-ready';
export { deepLinkScriptSource } from './deep-link-script';
export { type HeaderState, nextHeaderState } from './header-state';
export { prefersReducedMotion } from './motion-preference';
export { RevealOnScroll } from './reveal-on-scroll';
export { followScroll, lockScroll, scrollToHash, unlockScroll } from './scroll-engine';
export { ScrollRevealAnimator } from './scroll-reveals';
export { SmoothScroll } from './smooth-scroll';
