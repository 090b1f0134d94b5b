import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeEmailError,
  EmailConfigError,
  OfflineError,
  requireEmailSettings,
  SendTimeoutError,
  withDeadline,
} from '../../src/features/lead-forms/email-errors';

describe('describeEmailError', () => {
  // The SDK rejects with { status, text }; fetch with a TypeError; the forms with their own errors.
  const sdk = (status: number, text: string) => ({ status, text });
  it.each([
    [
      sdk(451, 'Unavailable For Headless Browser'),
      'headless',
      451,
      'Unavailable For Headless Browser',
    ],
    [sdk(403, 'Forbidden'), 'forbidden', 403, 'Forbidden'],
    [sdk(429, 'Too Many Requests'), 'rate-limit', 429, 'Too Many Requests'],
    [sdk(0, 'Network Error'), 'network', 0, 'Network Error'],
    [sdk(400, 'Bad template'), 'server', 400, '400 Bad template'],
    [sdk(502, ''), 'server', 502, '502'],
    [new TypeError('Failed to fetch'), 'network', 0, 'Network Error'],
    [undefined, 'network', 0, 'Network Error'],
    [new OfflineError('offline'), 'offline', 0, 'Network Error (offline)'],
    [new EmailConfigError('Set X'), 'config', 0, 'Set X'],
    [new SendTimeoutError(15_000), 'timeout', 0, 'Network Error (no answer within 15 s)'],
  ])('%o is %s', (error, kind, status, description) => {
    expect(describeEmailError(error)).toEqual({ kind, status, description });
  });
});

describe('requireEmailSettings', () => {
  const complete = { publicKey: 'pk', serviceId: 'service', templateId: 'template' };

  it('lets a complete configuration through and names the variable to set for a missing value', () => {
    expect(() => requireEmailSettings(complete, 'X')).not.toThrow();
    expect(() => requireEmailSettings({ ...complete, publicKey: '' }, 'X')).toThrow(
      'The EmailJS public key is required: set WAKU_PUBLIC_EMAILJS_PUBLIC_KEY and rebuild.',
    );
    expect(() => requireEmailSettings({ ...complete, serviceId: ' ' }, 'X')).toThrow(
      /WAKU_PUBLIC_EMAILJS_SERVICE_ID/,
    );
    const template = 'WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID';
    expect(() => requireEmailSettings({ ...complete, templateId: '' }, template)).toThrow(
      new EmailConfigError(`The EmailJS template id is required: set ${template} and rebuild.`),
    );
  });
});

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A request whose answer is still on its way, under a 15 s bound. */
  const send = () => {
    const answer = Promise.withResolvers<string>();
    const onLate = vi.fn();
    return { ...answer, onLate, result: withDeadline(answer.promise, 15_000, onLate) };
  };

  it('settles with an answer in time, 1 ms before the bound, and reports nothing late', async () => {
    const { resolve, onLate, result } = send();
    vi.advanceTimersByTime(14_999);
    resolve('OK');
    await expect(result).resolves.toBe('OK');
    vi.advanceTimersByTime(10_000);
    expect(onLate).not.toHaveBeenCalled();
  });

  it('passes an early failure through unchanged', async () => {
    const { reject, result } = send();
    reject({ status: 500, text: 'down' });
    await expect(result).rejects.toEqual({ status: 500, text: 'down' });
  });

  it('rejects with a SendTimeoutError at the bound, not before', async () => {
    const { result } = send();
    const settled = vi.fn();
    result.catch(settled);
    vi.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(result).rejects.toEqual(new SendTimeoutError(15_000));
  });

  it.each([
    ['answer', { ok: true, value: 'OK' }],
    ['failure', { ok: false, error: 'down' }],
  ] as const)('hands a late %s to onLate, never settling the result again', async (_, outcome) => {
    const { resolve, reject, onLate, result } = send();
    vi.advanceTimersByTime(15_000);
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
    if (outcome.ok) resolve(outcome.value);
    else reject(outcome.error);
    await vi.waitFor(() => expect(onLate).toHaveBeenCalledExactlyOnceWith(outcome));
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
  });
});
