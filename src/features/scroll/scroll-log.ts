/** How long a logged scroll event may wait for the others of its batch. */
const SCROLL_LOG_BATCH_MS = 250;

type Timers = {
  set: (callback: () => void, ms: number) => number;
  clear: (handle: number) => void;
};

const browserTimers: Timers = {
  set: (callback, ms) => window.setTimeout(callback, ms),
  clear: (handle) => window.clearTimeout(handle),
};

/**
 * The console log of scroll events (SCROLL-4, DEC-29): every event's line, in order, written in
 * batches. Chromium's first console call in a task costs about 0.2 ms (later ones about 0.03 ms), so
 * a line per frame of a glide cost more than the glide's own script. A line waits at most `batchMs`,
 * and a scroll that has come to rest writes its lines at once: nothing is left to run at rest.
 */
export const batchedScrollLog = (
  write: (line: string) => void,
  timers: Timers = browserTimers,
  batchMs = SCROLL_LOG_BATCH_MS,
) => {
  let lines: string[] = [];
  let timer = 0;
  const flush = () => {
    timers.clear(timer);
    timer = 0;
    const batch = lines;
    lines = [];
    for (const line of batch) write(line);
  };
  return {
    /** Queues one event's line; `atRest` (the scroll has stopped) writes the batch now. */
    log: (line: string, atRest = false) => {
      lines.push(line);
      if (atRest) flush();
      else if (timer === 0) timer = timers.set(flush, batchMs);
    },
    flush,
  };
};
