import { SendTimeoutError } from './send-deadline';

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
