import { describe, expect, it } from 'vitest';
import { layOutInTurn } from '../../src/features/scroll/deferred-layout';

/** A scheduler whose queued tasks the test runs one at a time. */
const manualSchedule = () => {
  const queue: Array<() => void> = [];
  return {
    schedule: (task: () => void) => queue.push(task),
    pending: () => queue.length,
    runOne: () => queue.shift()?.(),
  };
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('layOutInTurn', () => {
  it('renders one item per scheduled task, in order, and resolves after the last', async () => {
    const { schedule, pending, runOne } = manualSchedule();
    const rendered: string[] = [];
    const all = layOutInTurn(
      ['why', 'expertise', 'footer'],
      (item) => rendered.push(item),
      schedule,
    );

    expect(rendered).toEqual([]);
    expect(pending()).toBe(1);
    runOne();
    expect(rendered).toEqual(['why']);
    expect(pending()).toBe(1);
    expect(await settled(all)).toBe(false);
    runOne();
    expect(rendered).toEqual(['why', 'expertise']);
    runOne();
    expect(rendered).toEqual(['why', 'expertise', 'footer']);
    expect(pending()).toBe(0);
    expect(await settled(all)).toBe(true);
  });

  it('resolves at once, scheduling nothing, when there is nothing to render', async () => {
    const { schedule, pending } = manualSchedule();
    const all = layOutInTurn([], () => {}, schedule);
    expect(pending()).toBe(0);
    expect(await settled(all)).toBe(true);
  });

  it('does not change the caller’s list', () => {
    const { schedule, runOne } = manualSchedule();
    const items = ['a', 'b'];
    void layOutInTurn(items, () => {}, schedule);
    runOne();
    runOne();
    expect(items).toEqual(['a', 'b']);
  });
});
