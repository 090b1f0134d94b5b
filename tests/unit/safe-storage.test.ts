import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../src/lib/utils';

const memoryArea = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
};

describe('safeStorage', () => {
  it('reads, writes and removes through the storage area', () => {
    const area = memoryArea();
    const kept = safeStorage(() => area);
    expect(kept.get('draft')).toBeNull();
    kept.set('draft', '{"a":1}');
    expect(kept.get('draft')).toBe('{"a":1}');
    kept.remove('draft');
    expect(kept.get('draft')).toBeNull();
  });

  it('reads blocked storage as empty and drops what it cannot keep, without throwing', () => {
    const blocked = safeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(blocked.get('draft')).toBeNull();
    expect(() => blocked.set('draft', 'x')).not.toThrow();
    expect(() => blocked.remove('draft')).not.toThrow();

    const full = memoryArea();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const storage = safeStorage(() => full);
    expect(() => storage.set('draft', 'x')).not.toThrow();
    expect(storage.get('draft')).toBeNull();
  });
});
