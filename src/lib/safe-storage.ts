const attempt = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

/**
 * Web Storage that never throws, since what the site keeps there is a convenience. `area` is called
 * on each use, because merely reading `window.localStorage` can throw.
 */
export const safeStorage = (area: () => Storage) => ({
  get: (key: string): string | null => attempt(() => area().getItem(key), null),
  set: (key: string, value: string): void => attempt(() => area().setItem(key, value), undefined),
  remove: (key: string): void => attempt(() => area().removeItem(key), undefined),
});
