/** What went wrong with a send, in the terms of the error catalogue (ERR-*). */
export type EmailFailure = {
  kind:
    | 'headless'
    | 'forbidden'
    | 'rate-limit'
    | 'network'
    | 'offline'
    | 'timeout'
    | 'config'
    | 'server';
  status: number;
  description: string;
};

export class OfflineError extends Error {
  override name = 'OfflineError';
}

export class EmailConfigError extends Error {
  override name = 'EmailConfigError';
}

/** No answer within the send's bound (a stalled connection, a captive portal). */
export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(readonly afterMs: number) {
    super(`No answer within ${afterMs / 1000} s`);
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Rejects after `ms`; a late answer goes to `onLate`, never contradicting what the visitor was told. */
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

type EmailSettings = { publicKey: string; serviceId: string; templateId: string };

const requirements = [
  ['publicKey', 'The EmailJS public key', 'WAKU_PUBLIC_EMAILJS_PUBLIC_KEY'],
  ['serviceId', 'The EmailJS service id', 'WAKU_PUBLIC_EMAILJS_SERVICE_ID'],
  ['templateId', 'The EmailJS template id', ''],
] as const;

/** Throws before a send when a setting it needs is empty, naming the variable to set. */
export const requireEmailSettings = (settings: EmailSettings, templateVariable: string): void => {
  for (const [key, label, variable] of requirements) {
    if (settings[key].trim() === '') {
      throw new EmailConfigError(
        `${label} is required: set ${variable || templateVariable} and rebuild.`,
      );
    }
  }
};

/** The catalogue's statuses (ERR-*); any other is logged with the server's own status and text. */
const CATALOGUE: Record<number, Omit<EmailFailure, 'status'>> = {
  451: { kind: 'headless', description: 'Unavailable For Headless Browser' },
  403: { kind: 'forbidden', description: 'Forbidden' },
  429: { kind: 'rate-limit', description: 'Too Many Requests' },
  0: { kind: 'network', description: 'Network Error' },
};

/** Maps what a send rejects with (the SDK's EmailJSResponseStatus, a fetch TypeError, our own errors). */
export const describeEmailError = (error: unknown): EmailFailure => {
  if (error instanceof OfflineError)
    return { kind: 'offline', status: 0, description: 'Network Error (offline)' };
  if (error instanceof SendTimeoutError) {
    const description = `Network Error (no answer within ${error.afterMs / 1000} s)`;
    return { kind: 'timeout', status: 0, description };
  }
  if (error instanceof EmailConfigError)
    return { kind: 'config', status: 0, description: error.message };
  const { status, text } = (error ?? {}) as { status?: unknown; text?: unknown };
  const code = typeof status === 'number' ? status : 0; // no status: the request never got through
  const known = CATALOGUE[code];
  if (known) return { ...known, status: code };
  const description = `${code} ${typeof text === 'string' ? text : ''}`.trim();
  return { kind: 'server', status: code, description };
};
