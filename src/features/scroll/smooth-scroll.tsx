'use client';

import type Lenis from 'lenis';
import { useEffect } from 'react';
import { SMOOTH_SCROLL_LERP, SMOOTH_SCROLL_WHEEL_MULTIPLIER } from '../../config/spec';
import { whenIdle } from '../../lib/when-idle';
import { smoothScrollSettled } from './client-settled';
import { layOutDeferredSections } from './deferred-layout';
import { framesWhileScrolling } from './frames-while-scrolling';
import { prefersReducedMotion } from './motion-preference';
import { followScroll, scrollToHash, setScrollEngine } from './scroll-engine';

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Smooth scrolling for the whole page (Lenis: lerp 0.1, wheel multiplier 1, a frame for every
 * frame of a glide and none at rest), scroll events logged at debug level, and smooth in-page links
 * that land their target under the header. With reduced motion, the native scroll stays and links
 * jump. Lenis is fetched at the first idle moment after load, so it is not part of the JavaScript
 * the first render waits for, and starts once the sections the first paint skipped are laid out
 * (src/features/scroll/deferred-layout.ts): it measures the page, and a glide must not aim at a
 * target whose offset is still an estimate. A link chosen before then jumps, as with reduced
 * motion, and so does every link if Lenis cannot be fetched.
 */
export const SmoothScroll = () => {
  useEffect(() => {
    let lenis: Lenis | null = null;
    let frames: ReturnType<typeof framesWhileScrolling> | null = null;
    let cancelled = false;
    let cancelStart = () => {};
    let stopLogging = () => {};
    if (prefersReducedMotion()) {
      stopLogging = followScroll((y) => console.debug(`[scroll] ${Math.round(y)}px`));
      void layOutDeferredSections().then(smoothScrollSettled);
    } else {
      const start = ({ default: LenisClass }: typeof import('lenis')) => {
        if (cancelled) return;
        lenis = new LenisClass({
          lerp: SMOOTH_SCROLL_LERP,
          wheelMultiplier: SMOOTH_SCROLL_WHEEL_MULTIPLIER,
        });
        const loop = framesWhileScrolling(lenis);
        frames = loop;
        // A wheel or a touch has just been made a glide (or refused: one frame, then asleep again).
        lenis.on('virtual-scroll', loop.wake);
        // A short string per event: cheap to format, and nothing retained by the console.
        lenis.on('scroll', (instance: Lenis) =>
          console.debug(
            `[scroll] ${Math.round(instance.scroll)}px ${instance.direction > 0 ? 'down' : 'up'}`,
          ),
        );
        setScrollEngine(lenis, loop.wake);
      };
      cancelStart = whenIdle(() => {
        Promise.all([import('lenis'), layOutDeferredSections()])
          .then(([module]) => start(module))
          .catch((error: unknown) =>
            console.debug('[scroll] Lenis not loaded; native scrolling', error),
          )
          .finally(smoothScrollSettled);
      });
    }

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const hash = link?.getAttribute('href');
      if (hash && scrollToHash(hash)) event.preventDefault();
    };
    document.addEventListener('click', onClick);

    return () => {
      cancelled = true;
      cancelStart();
      stopLogging();
      document.removeEventListener('click', onClick);
      setScrollEngine(null);
      frames?.stop();
      lenis?.destroy();
    };
  }, []);
  return null;
};
