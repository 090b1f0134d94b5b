import type Lenis from 'lenis';

type Glider = Pick<Lenis, 'raf' | 'time' | 'isScrolling'>;

const browserFrames = {
  request: (callback: FrameRequestCallback) => requestAnimationFrame(callback),
  cancel: (handle: number) => cancelAnimationFrame(handle),
};

/** One frame at 60 Hz: the step Lenis takes in the first frame after the loop wakes. */
const FRAME_MS = 1000 / 60;

/**
 * Gives Lenis a frame for every frame of a glide and none at rest (its own `autoRaf` asks for frames
 * forever). `wake` once Lenis has been given a glide; the loop runs while Lenis is gliding, then
 * sleeps. A native scroll needs no frame: Lenis follows it from the scroll event.
 */
export const framesWhileScrolling = (lenis: Glider, frames = browserFrames) => {
  let handle = 0;
  let awake = false;
  const tick = (time: number) => {
    // Lenis steps by the time since its last frame; after a sleep that would be the whole rest and
    // the glide would jump to its end, so the first step is one ordinary frame long.
    if (!awake) lenis.time = time - FRAME_MS;
    lenis.raf(time);
    awake = lenis.isScrolling === 'smooth';
    handle = awake ? frames.request(tick) : 0;
  };
  return {
    wake: () => {
      if (handle === 0) handle = frames.request(tick);
    },
    stop: () => {
      frames.cancel(handle);
      handle = 0;
      awake = false;
    },
  };
};
