/** Thrown when a send had no answer within its bound (a stalled connection, a captive portal). */
export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(readonly afterMs: number) {
    super(`No answer within ${afterMs / 1000} s`);
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Settles with `task`, or rejects with a SendTimeoutError after `ms`. A request may already be on
 * its way, so a late answer is handed to `onLate`, never contradicting what the visitor was told.
 */
export const withDeadline = <T>(
  task: Promise<T>,
  ms: number,
  onLate?: (outcome: Outcome<T>) => void,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new SendTimeoutError(ms));
    }, ms);
    const settle = (outcome: Outcome<T>) => {
      clearTimeout(timer);
      if (timedOut) onLate?.(outcome);
      else if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    };
    task.then(
      (value) => settle({ ok: true, value }),
      (error: unknown) => settle({ ok: false, error }),
    );
  });
