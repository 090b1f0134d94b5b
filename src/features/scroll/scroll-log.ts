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

/** The scroll log (SCROLL-4), written in batches: a console call per frame costs more (DEC-29). */
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
