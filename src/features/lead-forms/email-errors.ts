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
  /** What is logged: the catalogue's wording, or the server's status and text. */
  description: string;
};

const hasStatus = (value: unknown): value is { status: number; text?: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number';

/** Thrown before sending when the browser says it is offline. */
export class OfflineError extends Error {
  override name = 'OfflineError';
}

/** Thrown before sending when a public key, service id or template id is not configured. */
export class EmailConfigError extends Error {
  override name = 'EmailConfigError';
}

/**
 * Maps what a send rejects with (the SDK's EmailJSResponseStatus, a fetch TypeError, our own errors)
 * to the catalogue: 451, 403, 429, 0 Network Error, otherwise the server's status and text.
 */
export const describeEmailError = (error: unknown): EmailFailure => {
  if (error instanceof OfflineError)
    return { kind: 'offline', status: 0, description: 'Network Error (offline)' };
  if (error instanceof SendTimeoutError)
    return {
      kind: 'timeout',
      status: 0,
      description: `Network Error (no answer within ${error.afterMs / 1000} s)`,
    };
  if (error instanceof EmailConfigError)
    return { kind: 'config', status: 0, description: error.message };
  if (!hasStatus(error)) return { kind: 'network', status: 0, description: 'Network Error' };
  const text = typeof error.text === 'string' ? error.text : '';
  switch (error.status) {
    case 451:
      return { kind: 'headless', status: 451, description: 'Unavailable For Headless Browser' };
    case 403:
      return { kind: 'forbidden', status: 403, description: 'Forbidden' };
    case 429:
      return { kind: 'rate-limit', status: 429, description: 'Too Many Requests' };
    case 0:
      return { kind: 'network', status: 0, description: 'Network Error' };
    default:
      return {
        kind: 'server',
        status: error.status,
        description: `${error.status} ${text}`.trim(),
      };
  }
};
