import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeEmailError,
  requireEmailSettings,
  SendFailure,
  withDeadline,
} from '../../src/features/lead-forms/email-errors';

describe('describeEmailError', () => {
  // The SDK rejects with { status, text }; fetch with a TypeError; the send itself with a SendFailure.
  const sdk = (status: number, text: string) => ({ status, text });
  const offline = { kind: 'offline', description: 'Network Error (offline)' } as const;
  it.each([
    [sdk(451, 'Unavailable For Headless Browser'), 'headless', 'Unavailable For Headless Browser'],
    [sdk(403, 'Forbidden'), 'forbidden', 'Forbidden'],
    [sdk(429, 'Too Many Requests'), 'server', 'Too Many Requests'],
    [sdk(0, 'Network Error'), 'network', 'Network Error'],
    [sdk(400, 'Bad template'), 'server', '400 Bad template'],
    [sdk(502, ''), 'server', '502'],
    [new TypeError('Failed to fetch'), 'network', 'Network Error'],
    [undefined, 'network', 'Network Error'],
    [new SendFailure(offline), 'offline', 'Network Error (offline)'],
  ])('%o is %s', (error, kind, description) => {
    expect(describeEmailError(error)).toEqual({ kind, description });
  });
});

describe('requireEmailSettings', () => {
  const settings = (key: string, template: string): [string, string, string][] => [
    ['The EmailJS public key', 'WAKU_PUBLIC_EMAILJS_PUBLIC_KEY', key],
    ['The EmailJS template id', 'WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID', template],
  ];

  it('lets complete settings through and names the variable of the first one missing', () => {
    expect(() => requireEmailSettings(settings('pk', 'template'))).not.toThrow();
    expect(() => requireEmailSettings(settings(' ', ''))).toThrow(
      new SendFailure({
        kind: 'config',
        description:
          'The EmailJS public key is required: set WAKU_PUBLIC_EMAILJS_PUBLIC_KEY and rebuild.',
      }),
    );
    expect(() => requireEmailSettings(settings('pk', ''))).toThrow(
      /template id is required: set WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID/,
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

  it('rejects at the bound, not before, as a timeout that names the bound', async () => {
    const { result } = send();
    const settled = vi.fn();
    result.catch(settled);
    vi.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await result.catch((error: unknown) =>
      expect(describeEmailError(error)).toEqual({
        kind: 'timeout',
        description: 'Network Error (no answer within 15 s)',
      }),
    );
  });

  it.each([
    ['answer', { status: 'fulfilled', value: 'OK' }],
    ['failure', { status: 'rejected', reason: 'down' }],
  ] as const)('hands a late %s to onLate, never settling the result again', async (_, outcome) => {
    const { resolve, reject, onLate, result } = send();
    vi.advanceTimersByTime(15_000);
    await expect(result).rejects.toBeInstanceOf(SendFailure);
    if (outcome.status === 'fulfilled') resolve(outcome.value);
    else reject(outcome.reason);
    await vi.waitFor(() => expect(onLate).toHaveBeenCalledExactlyOnceWith(outcome));
    await expect(result).rejects.toBeInstanceOf(SendFailure);
  });
});
