import { describe, expect, it } from 'vitest';
import {
  clientSettled,
  revealsSettled,
  smoothScrollSettled,
} from '../../src/features/scroll/client-ready';

const isDone = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
};

describe('clientSettled', () => {
  it('resolves only once smooth scrolling and the reveals have both settled, in any order', async () => {
    const settled = clientSettled();
    expect(await isDone(settled)).toBe(false);
    revealsSettled();
    expect(await isDone(settled)).toBe(false);
    smoothScrollSettled();
    smoothScrollSettled(); // a second call changes nothing
    expect(await isDone(settled)).toBe(true);
    expect(await isDone(clientSettled())).toBe(true);
  });
});
