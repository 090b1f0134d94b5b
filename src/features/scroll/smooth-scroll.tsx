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
import { batchedScrollLog } from './scroll-log';

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Smooth scrolling (SCROLL-1 to SCROLL-4, DEC-19, DEC-27, DEC-29), with Lenis fetched at the first
 * idle moment; until then, with reduced motion, or if it cannot be fetched, the native scroll stays
 * and links jump.
 */
export const SmoothScroll = () => {
  useEffect(() => {
    let cancelled = false;
    const scrollLog = batchedScrollLog((line) => console.debug(line));
    const stops: Array<() => void> = [scrollLog.flush];
    if (prefersReducedMotion()) {
      stops.push(followScroll((y) => scrollLog.log(`[scroll] ${Math.round(y)}px`)));
      smoothScrollSettled();
    } else {
      const start = ({ default: LenisClass }: typeof import('lenis')) => {
        if (cancelled) return;
        const lenis = new LenisClass({
          lerp: SMOOTH_SCROLL_LERP,
          wheelMultiplier: SMOOTH_SCROLL_WHEEL_MULTIPLIER,
          // The page's height read when a glide is aimed: it grows as sections far below are first
          // drawn (global.css), and a kept height would stop a wheel short of the bottom.
          naiveDimensions: true,
          autoResize: false,
        });
        const frames = framesWhileScrolling(lenis);
        // A wheel or a touch has just been made a glide (or refused: one frame, then asleep again).
        lenis.on('virtual-scroll', frames.wake);
        // A short string per event: cheap to format, and nothing retained by the console. A glide's
        // last event (Lenis at rest) writes the lines still waiting.
        lenis.on('scroll', (instance: Lenis) =>
          scrollLog.log(
            `[scroll] ${Math.round(instance.scroll)}px ${instance.direction > 0 ? 'down' : 'up'}`,
            instance.isScrolling === false,
          ),
        );
        setScrollEngine(lenis, frames.wake);
        stops.push(endNativeScrolls(lenis), layOutWhatIsJumpedOver(), () => {
          setScrollEngine(null);
          frames.stop();
          lenis.destroy();
        });
      };
      stops.push(
        whenIdle(() => {
          import('lenis')
            .then(start)
            .catch((error: unknown) =>
              console.debug('[scroll] Lenis not loaded; native scrolling', error),
            )
            .finally(smoothScrollSettled);
        }),
      );
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
      document.removeEventListener('click', onClick);
      for (const stop of stops) stop();
    };
  }, []);
  return null;
};
