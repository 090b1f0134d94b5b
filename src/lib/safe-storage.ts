/**
 * Web Storage that never throws: blocked storage reads as empty and a failed write is dropped, since
 * what the site keeps there is a convenience. `area` is called on each use, because merely reading
 * `window.localStorage` can throw.
 */
export const safeStorage = (area: () => Storage) => ({
  get: (key: string): string | null => {
    try {
      return area().getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string): void => {
    try {
      area().setItem(key, value);
    } catch {
      // full or blocked: nothing kept
    }
  },
  remove: (key: string): void => {
    try {
      area().removeItem(key);
    } catch {
      // blocked: nothing was kept
    }
  },
});
