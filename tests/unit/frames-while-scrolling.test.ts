import { describe, expect, it } from 'vitest';
import { framesWhileScrolling } from '../../src/features/scroll/smooth-scroll';

/** Frames the test draws one at a time, at the times it chooses. */
const manualFrames = () => {
  let next = 1;
  const queued = new Map<number, (time: number) => void>();
  return {
    request: (callback: (time: number) => void) => {
      queued.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => {
      queued.delete(handle);
    },
    pending: () => queued.size,
    draw: (time: number) => {
      const callbacks = [...queued.values()];
      queued.clear();
      for (const callback of callbacks) callback(time);
    },
  };
};

/** A stand-in for Lenis: glides for `frames` frames once given a glide, and records its steps. */
const glider = () => {
  const steps: number[] = [];
  let left = 0;
  const lenis = {
    time: 0,
    isScrolling: false as false | 'smooth' | 'native',
    raf(time: number) {
      steps.push(time - (lenis.time || time));
      lenis.time = time;
      left -= 1;
      lenis.isScrolling = left > 0 ? 'smooth' : false;
    },
    glide(frames: number) {
      left = frames;
      lenis.isScrolling = 'smooth';
    },
  };
  return { lenis, steps };
};

/** The loop around a stand-in Lenis, on frames the test draws. */
const loopOnManualFrames = () => {
  const frames = manualFrames();
  const { lenis, steps } = glider();
  return { frames, lenis, steps, loop: framesWhileScrolling(lenis, frames) };
};

describe('framesWhileScrolling', () => {
  it('asks for no frame until woken', () => {
    const frames = manualFrames();
    framesWhileScrolling(glider().lenis, frames);
    expect(frames.pending()).toBe(0);
  });

  it('gives a glide one frame after another until it ends, then sleeps', () => {
    const { frames, lenis, steps, loop } = loopOnManualFrames();
    lenis.glide(3);
    loop.wake();
    loop.wake(); // a second wake in the same frame asks for nothing more
    expect(frames.pending()).toBe(1);
    frames.draw(1000);
    frames.draw(1016);
    frames.draw(1033);
    expect(steps).toHaveLength(3);
    expect(frames.pending()).toBe(0);
    frames.draw(1050);
    expect(steps).toHaveLength(3);
  });

  it('starts each glide with one ordinary frame, not the time it slept', () => {
    const { frames, lenis, steps, loop } = loopOnManualFrames();
    lenis.glide(2);
    loop.wake();
    frames.draw(1000);
    frames.draw(1020);
    // Ten seconds at rest, then a wheel.
    lenis.glide(2);
    loop.wake();
    frames.draw(11_000);
    frames.draw(11_010);
    expect(steps.map(Math.round)).toEqual([17, 20, 17, 10]);
  });

  it('sleeps after one frame when the wake brought no glide (a refused wheel)', () => {
    const { frames, steps, loop } = loopOnManualFrames();
    loop.wake();
    frames.draw(1000);
    expect(steps).toHaveLength(1);
    expect(frames.pending()).toBe(0);
  });

  it('cancels the frame it asked for when stopped', () => {
    const { frames, lenis, loop } = loopOnManualFrames();
    lenis.glide(5);
    loop.wake();
    loop.stop();
    expect(frames.pending()).toBe(0);
  });
});
