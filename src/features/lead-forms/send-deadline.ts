/** Thrown when a send had no answer within its bound (a stalled connection, a captive portal). */
export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(readonly afterMs: number) {
    super(`No answer within ${afterMs / 1000} s`);
  }
}

/** How a task that outlived its deadline ended after all. */
export type LateOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Settles with `task`, or rejects with a SendTimeoutError once `ms` have passed without an
 * answer: every wait ends. The task cannot be cancelled (a request may already be on its way), so
 * an answer that comes after the deadline settles nothing here: it is handed to `onLate` instead,
 * for the caller to remember, never to contradict what the visitor was already told.
 */
export const withDeadline = <T>(
  task: Promise<T>,
  ms: number,
  onLate?: (outcome: LateOutcome<T>) => void,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new SendTimeoutError(ms));
    }, ms);
    task.then(
      (value) => {
        if (timedOut) onLate?.({ ok: true, value });
        else {
          clearTimeout(timer);
          resolve(value);
        }
      },
      (error: unknown) => {
        if (timedOut) onLate?.({ ok: false, error });
        else {
          clearTimeout(timer);
          reject(error);
        }
      },
    );
  });
