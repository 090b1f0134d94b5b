import { describe, expect, it } from 'vitest';
import { framesWhileScrolling } from '../../src/features/scroll/smooth-scroll';

/** The loop around a stand-in Lenis that glides for as many frames as it is given, on frames the test draws. */
const loopOnManualFrames = () => {
  let next = 1;
  const queued = new Map<number, (time: number) => void>();
  const frames = {
    request: (callback: (time: number) => void) => queued.set(next, callback) && next++,
    cancel: (handle: number) => void queued.delete(handle),
    pending: () => queued.size,
    draw: (time: number) => {
      const callbacks = [...queued.values()];
      queued.clear();
      for (const callback of callbacks) callback(time);
    },
  };
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
  };
  const loop = framesWhileScrolling(lenis, frames);
  const glide = (frameCount: number) => {
    left = frameCount;
    lenis.isScrolling = 'smooth';
    loop.wake();
  };
  return { frames, steps, loop, glide };
};

// At rest no frame, and a link, the wheel and the keyboard wake it: e2e/at-rest.spec.
describe('framesWhileScrolling', () => {
  it('gives a glide one frame after another, one request however often woken, then sleeps', () => {
    const { frames, steps, loop, glide } = loopOnManualFrames();
    expect(frames.pending()).toBe(0);
    glide(3);
    loop.wake();
    expect(frames.pending()).toBe(1);
    for (const time of [1000, 1016, 1033, 1050]) frames.draw(time);
    expect(steps).toHaveLength(3);
    expect(frames.pending()).toBe(0);
  });

  it('starts each glide with one ordinary frame, not the time it slept', () => {
    const { frames, steps, glide } = loopOnManualFrames();
    glide(2);
    frames.draw(1000);
    frames.draw(1020);
    glide(2); // ten seconds at rest, then a wheel
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
    const { frames, loop, glide } = loopOnManualFrames();
    glide(5);
    loop.stop();
    expect(frames.pending()).toBe(0);
  });
});
