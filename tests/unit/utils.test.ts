import { describe, expect, it } from 'vitest';
import { fillMessage, onOneLine, safeStorage, telHref } from '../../src/lib/utils';

describe('fillMessage', () => {
  it('fills named placeholders and leaves unknown ones as they are', () => {
    expect(
      fillMessage('call {phone} in {seconds} s {other}', { phone: '+1 415', seconds: 15 }),
    ).toBe('call +1 415 in 15 s {other}');
  });
});

describe('a phone number', () => {
  it('keeps only digits and the plus sign in a tel: link', () => {
    expect(telHref('+1 (415) 555-0142')).toBe('tel:+14155550142');
    expect(telHref('020 7946 0958')).toBe('tel:02079460958');
  });
  it('breaks nowhere in running text', () => {
    expect(onOneLine('+1 (415) 555-0142')).toBe('+1\u00a0(415)\u00a0555-\u20600142');
  });
});

describe('safeStorage', () => {
  const memoryArea = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
  };

  it('reads, writes and removes through the storage area', () => {
    const area = memoryArea();
    const storage = safeStorage(() => area);
    expect(storage.get('draft')).toBeNull();
    storage.set('draft', '{"a":1}');
    expect(storage.get('draft')).toBe('{"a":1}');
    storage.remove('draft');
    expect(storage.get('draft')).toBeNull();
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
