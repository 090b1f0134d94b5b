/** Thrown when a send had no answer within its bound (a stalled connection, a captive portal). */
export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(readonly afterMs: number) {
    super(`No answer within ${afterMs / 1000} s`);
  }
}

type LateOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Settles with `task`, or rejects with a SendTimeoutError after `ms`. A request may already be on
 * its way, so a late answer is handed to `onLate`, never contradicting what the visitor was told.
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
