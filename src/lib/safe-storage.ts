/**
 * Web Storage that never throws. Blocked storage (private modes, cookies switched off) reads as
 * empty, and a write or removal that fails (storage full or blocked) is dropped: what the site
 * keeps there (the contact draft, the email SDK's rate limit) is a convenience the forms work
 * without. `area` is called on each use, because merely reading `window.localStorage` can throw.
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
