'use client';

import type Lenis from 'lenis';
import { useEffect } from 'react';
import { SMOOTH_SCROLL_LERP, SMOOTH_SCROLL_WHEEL_MULTIPLIER } from '../../config/spec';
import { whenIdle } from '../../lib/when-idle';
import { smoothScrollSettled } from './client-settled';
import { layOutWhatIsJumpedOver } from './deferred-layout';
import { framesWhileScrolling } from './frames-while-scrolling';
import { prefersReducedMotion } from './motion-preference';
import { endNativeScrolls } from './native-scroll-end';
import { followScroll, scrollToHash, setScrollEngine } from './scroll-engine';

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Smooth scrolling for the whole page (Lenis: lerp 0.1, wheel multiplier 1, a frame for every
 * frame of a glide and none at rest), scroll events logged at debug level, and smooth in-page links
 * that land their target under the header. With reduced motion, the native scroll stays and links
 * jump. Lenis is fetched at the first idle moment after load, so it is not part of the JavaScript
 * the first render waits for; a link chosen before then jumps, as with reduced motion, and so does
 * every link if Lenis cannot be fetched.
 */
export const SmoothScroll = () => {
  useEffect(() => {
    let lenis: Lenis | null = null;
    let frames: ReturnType<typeof framesWhileScrolling> | null = null;
    let cancelled = false;
    let cancelStart = () => {};
    let stopLogging = () => {};
    let stopWatchingSections = () => {};
    let stopEndingNativeScrolls = () => {};
    if (prefersReducedMotion()) {
      stopLogging = followScroll((y) => console.debug(`[scroll] ${Math.round(y)}px`));
      smoothScrollSettled();
    } else {
      const start = ({ default: LenisClass }: typeof import('lenis')) => {
        if (cancelled) return;
        lenis = new LenisClass({
          lerp: SMOOTH_SCROLL_LERP,
          wheelMultiplier: SMOOTH_SCROLL_WHEEL_MULTIPLIER,
          // The page's height read when a glide is aimed, not kept from a measure made a moment
          // ago: it grows as sections far below are drawn for the first time (global.css), and a
          // kept height would stop a wheel short of the bottom until the next measure. Nothing
          // is kept, so nothing needs watching.
          naiveDimensions: true,
          autoResize: false,
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
        stopEndingNativeScrolls = endNativeScrolls(lenis);
        stopWatchingSections = layOutWhatIsJumpedOver();
      };
      cancelStart = whenIdle(() => {
        import('lenis')
          .then(start)
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
      stopWatchingSections();
      stopEndingNativeScrolls();
      document.removeEventListener('click', onClick);
      setScrollEngine(null);
      frames?.stop();
      lenis?.destroy();
    };
  }, []);
  return null;
};
