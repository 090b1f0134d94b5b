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
  description: string;
};

/** A failure the send finds itself (offline, no answer in time, a missing setting), as it is logged. */
export class SendFailure extends Error {
  constructor(readonly failure: EmailFailure) {
    super(failure.description);
  }
}

/** Rejects after `ms`; a late answer goes to `onLate`, never contradicting what the visitor was told. */
export const withDeadline = <T>(
  task: Promise<T>,
  ms: number,
  onLate?: (outcome: PromiseSettledResult<T>) => void,
): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      const description = `Network Error (no answer within ${ms / 1000} s)`;
      reject(new SendFailure({ kind: 'timeout', description }));
    }, ms);
  });
  void Promise.allSettled([task]).then(([outcome]) => {
    clearTimeout(timer);
    if (timedOut) onLate?.(outcome);
  });
  return Promise.race([task, deadline]);
};

/** Throws before a send when a setting it needs is empty, naming the variable to set. */
export const requireEmailSettings = (
  settings: [name: string, variable: string, value: string][],
) => {
  const missing = settings.find(([, , value]) => value.trim() === '');
  if (missing) {
    const description = `${missing[0]} is required: set ${missing[1]} and rebuild.`;
    throw new SendFailure({ kind: 'config', description });
  }
};

/** The catalogue's statuses (ERR-*); any other is logged with the server's own status and text. */
const CATALOGUE: Record<number, EmailFailure> = {
  451: { kind: 'headless', description: 'Unavailable For Headless Browser' },
  403: { kind: 'forbidden', description: 'Forbidden' },
  429: { kind: 'server', description: 'Too Many Requests' },
  0: { kind: 'network', description: 'Network Error' },
};

/** Maps what a send rejects with (the SDK's EmailJSResponseStatus, a fetch TypeError, a SendFailure). */
export const describeEmailError = (error: unknown): EmailFailure => {
  if (error instanceof SendFailure) return error.failure;
  const { status, text } = (error ?? {}) as { status?: unknown; text?: unknown };
  const code = typeof status === 'number' ? status : 0; // no status: the request never got through
  const description = `${code} ${typeof text === 'string' ? text : ''}`.trim();
  return CATALOGUE[code] ?? { kind: 'server', description };
};
