type KeyValueStore = {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
};

/**
 * At most one send per key every `throttleMs` (DEC-8). When each key last sent is kept in
 * `storage` (local storage: a reload does not reset the limit) and in memory (blocked storage
 * still limits sends within the page).
 */
export const createSendThrottle = (
  storage: KeyValueStore,
  throttleMs: number,
  now: () => number = Date.now,
) => {
  const lastSends = new Map<string, number>();
  /** Takes the slot and answers true when `key` may send now; false when it sent too recently. */
  return (key: string): boolean => {
    const last = Math.max(Number(storage.get(key)) || 0, lastSends.get(key) ?? 0);
    const at = now();
    if (at - last < throttleMs) return false;
    lastSends.set(key, at);
    storage.set(key, String(at));
    return true;
  };
};
