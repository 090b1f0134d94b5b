import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../src/features/lead-forms/safe-storage';
import { createSendThrottle } from '../../src/features/lead-forms/send-throttle';

const memoryStore = () => {
  const items = new Map<string, string>();
  return { get: (key: string) => items.get(key) ?? null, set: items.set.bind(items), items };
};

describe('createSendThrottle', () => {
  it('lets a key send once per throttle, each key on its own', () => {
    let now = 1_000_000;
    const take = createSendThrottle(memoryStore(), 10_000, () => now);
    expect(take('humanoid-contact')).toBe(true);
    now += 9_999;
    expect(take('humanoid-contact')).toBe(false);
    expect(take('humanoid-newsletter')).toBe(true);
    now += 1;
    expect(take('humanoid-contact')).toBe(true);
  });

  it('remembers the last send in storage, so a reload does not reset the limit', () => {
    const store = memoryStore();
    let now = 1_000_000;
    expect(createSendThrottle(store, 10_000, () => now)('humanoid-contact')).toBe(true);
    expect(store.items.get('humanoid-contact')).toBe('1000000');
    now += 5_000;
    expect(createSendThrottle(store, 10_000, () => now)('humanoid-contact')).toBe(false);
  });

  it('still limits sends within the page when storage is blocked', () => {
    const blocked = safeStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    let now = 1_000_000;
    const take = createSendThrottle(blocked, 10_000, () => now);
    expect(take('humanoid-contact')).toBe(true);
    now += 1_000;
    expect(take('humanoid-contact')).toBe(false);
  });

  it('reads a damaged stored time as no earlier send', () => {
    const store = memoryStore();
    store.set('humanoid-contact', 'not a time');
    expect(createSendThrottle(store, 10_000, () => 1_000_000)('humanoid-contact')).toBe(true);
  });
});
