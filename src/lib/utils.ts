/** Fills `{name}` placeholders of a message; a placeholder without a value stays as written. */
export const fillMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A tel: link for a phone number as people write it: "+1 (415) 555-0142" -> "tel:+14155550142". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** No break after a hyphen (a word joiner, U+2060): "e-commerce"; and a phone number or "10115 Berlin" on one line. */
export const unbrokenAtHyphens = (text: string) => text.replaceAll('-', '-\u2060');
export const onOneLine = (text: string) => unbrokenAtHyphens(text.replaceAll(' ', '\u00a0'));
export const dashKeptToTheWordBefore = (text: string) => text.replace(/ ([–—]) /g, '\u00a0$1 ');
export const sentences = (text: string) => text.split(/(?<=[.?!])\s+/);

const attempt = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

/** Web Storage that never throws: `area` is read on each use, since even reading it can throw. */
export const safeStorage = (area: () => Storage) => ({
  get: (key: string): string | null => attempt(() => area().getItem(key), null),
  set: (key: string, value: string): void => attempt(() => area().setItem(key, value), undefined),
  remove: (key: string): void => attempt(() => area().removeItem(key), undefined),
});
