import { describe, expect, it } from 'vitest';
import { clientSettled, startIdleJob } from '../../src/features/scroll/client-ready';

const isDone = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
};

describe('clientSettled', () => {
  it('resolves at once on a page that starts no idle-time work (a legal page)', async () => {
    expect(await isDone(clientSettled())).toBe(true);
  });

  it('resolves only once every job the page started has settled, in any order', async () => {
    const smoothScrollSettled = startIdleJob('smooth scroll');
    const revealsSettled = startIdleJob('reveals');
    const settled = clientSettled();
    expect(await isDone(settled)).toBe(false);
    revealsSettled();
    expect(await isDone(settled)).toBe(false);
    startIdleJob('smooth scroll')(); // an effect run again (React's StrictMode) settles the same job
    expect(await isDone(settled)).toBe(true);
    smoothScrollSettled(); // a second call changes nothing
    expect(await isDone(clientSettled())).toBe(true);
  });
});
