/** How long a logged scroll event may wait for the others of its batch. */
const SCROLL_LOG_BATCH_MS = 250;

/** The scroll log (SCROLL-4), written in batches: a console call per frame costs more (DEC-29). */
export const batchedScrollLog = (write: (line: string) => void) => {
  let lines: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = lines;
    lines = [];
    for (const line of batch) write(line);
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
