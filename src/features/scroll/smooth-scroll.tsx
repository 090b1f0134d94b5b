'use client';

import type Lenis from 'lenis';
import { useEffect } from 'react';
import { SMOOTH_SCROLL_LERP, SMOOTH_SCROLL_WHEEL_MULTIPLIER } from '../../config/spec';
import { layOutWhatIsJumpedOver } from '../../lib/deferred-layout';
import { whenIdle } from '../../lib/when-idle';
import { startIdleJob } from './client-ready';
import { followScroll, prefersReducedMotion, scrollToHash, setScrollEngine } from './scroll-engine';

type Glider = Pick<Lenis, 'raf' | 'time' | 'isScrolling'>;

/** One frame at 60 Hz: the step Lenis takes in the first frame after the loop wakes. */
const FRAME_MS = 1000 / 60;

/** A frame for every frame of a glide and none at rest, as Lenis's own autoRaf asks forever (DEC-27). */
export const framesWhileScrolling = (
  lenis: Glider,
  { request, cancel } = { request: requestAnimationFrame, cancel: cancelAnimationFrame },
) => {
  let handle = 0;
  let awake = false;
  const tick = (time: number) => {
    // Lenis steps by the time since its last frame: after a sleep, one ordinary frame.
    if (!awake) lenis.time = time - FRAME_MS;
    lenis.raf(time);
    awake = lenis.isScrolling === 'smooth';
    handle = awake ? request(tick) : 0;
  };
  return {
    wake: () => {
      if (handle === 0) handle = request(tick);
    },
    stop: () => {
      cancel(handle);
      handle = 0;
      awake = false;
    },
  };
};

/** How long after the last scroll event a native scroll has ended (Lenis waits 400 ms). */
const QUIET_MS = 500;

/** Ends a native scroll once its events stop: Lenis 1.3 leaves one that moved nothing on for good. */
const endNativeScrolls = (lenis: Pick<Lenis, 'isScrolling' | 'velocity'>) => {
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

const SCROLL_LOG_BATCH_MS = 250;

/** The scroll log (SCROLL-4), written in batches: a console call per frame costs more (DEC-29). */
export const batchedScrollLog = (write: (line: string) => void) => {
  const lines: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const line of lines.splice(0)) write(line);
  };
  return {
    /** Queues one event's line; `atRest` (the scroll has stopped) writes the batch now. */
    log: (line: string, atRest = false) => {
      lines.push(line);
      if (atRest) flush();
      else timer ??= setTimeout(flush, SCROLL_LOG_BATCH_MS);
    },
    flush,
  };
};

/** Smooth scrolling (SCROLL-1 to SCROLL-4) with Lenis fetched when idle; the native scroll until then. */
export const SmoothScroll = () => {
  useEffect(() => {
    let cancelled = false;
    const settled = startIdleJob('smooth scroll');
    const scrollLog = batchedScrollLog((line) => console.debug(line));
    const stops: Array<() => void> = [scrollLog.flush];
    if (prefersReducedMotion()) {
      stops.push(followScroll((y) => scrollLog.log(`[scroll] ${Math.round(y)}px`)));
      settled();
    } else {
      const start = ({ default: LenisClass }: typeof import('lenis')) => {
        if (cancelled) return;
        const lenis = new LenisClass({
          lerp: SMOOTH_SCROLL_LERP,
          wheelMultiplier: SMOOTH_SCROLL_WHEEL_MULTIPLIER,
          // The page grows as far sections are drawn: its height is read when a glide is aimed.
          naiveDimensions: true,
          autoResize: false,
        });
        const frames = framesWhileScrolling(lenis);
        // A wheel or a touch has just been made a glide (or refused: one frame, then asleep again).
        lenis.on('virtual-scroll', frames.wake);
        // A glide's last event (Lenis at rest) writes the lines still waiting.
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
            .finally(settled);
        }),
      );
    }

    const onClick = (event: MouseEvent) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
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
