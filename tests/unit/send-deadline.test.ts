import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeEmailError,
  SendTimeoutError,
  withDeadline,
} from '../../src/features/lead-forms/email-errors';

/** A promise settled from outside, like a request whose answer is still on its way. */
const pending = <T>() => {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles with the task when it answers in time, and reports nothing late', async () => {
    const task = pending<string>();
    const onLate = vi.fn();
    const result = withDeadline(task.promise, 15_000, onLate);
    vi.advanceTimersByTime(14_999);
    task.resolve('OK');
    await expect(result).resolves.toBe('OK');
    vi.advanceTimersByTime(10_000);
    expect(onLate).not.toHaveBeenCalled();
  });

  it('passes an early failure through unchanged', async () => {
    const task = pending<string>();
    const result = withDeadline(task.promise, 15_000);
    task.reject({ status: 500, text: 'down' });
    await expect(result).rejects.toEqual({ status: 500, text: 'down' });
  });

  it('rejects with a SendTimeoutError at the bound when no answer comes, ever', async () => {
    const task = pending<string>();
    const result = withDeadline(task.promise, 15_000);
    const settled = vi.fn();
    result.catch(settled);
    vi.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
    await expect(result).rejects.toMatchObject({ afterMs: 15_000 });
  });

  it('hands a late answer to onLate, and never settles the result a second time', async () => {
    const task = pending<string>();
    const onLate = vi.fn();
    const result = withDeadline(task.promise, 15_000, onLate);
    vi.advanceTimersByTime(15_000);
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
    task.resolve('OK');
    await Promise.resolve();
    await Promise.resolve();
    expect(onLate).toHaveBeenCalledExactlyOnceWith({ ok: true, value: 'OK' });
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
  });

  it('hands a late failure to onLate too', async () => {
    const task = pending<string>();
    const onLate = vi.fn();
    const result = withDeadline(task.promise, 1_000, onLate);
    vi.advanceTimersByTime(1_000);
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
    task.reject(new TypeError('Failed to fetch'));
    await Promise.resolve();
    await Promise.resolve();
    expect(onLate).toHaveBeenCalledExactlyOnceWith({ ok: false, error: expect.any(TypeError) });
  });
});

describe('a send past its deadline, in the terms of the error catalogue', () => {
  it('is logged as a Network Error that says how long it waited', () => {
    expect(describeEmailError(new SendTimeoutError(15_000))).toEqual({
      kind: 'timeout',
      status: 0,
      description: 'Network Error (no answer within 15 s)',
    });
  });
});
