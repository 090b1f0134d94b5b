export const parseDraft = <T extends object>(raw: string | null): Partial<T> | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Partial<T>)
      : null;
  } catch {
    return null;
  }
};

/**
 * Settles the stored draft against the form's values as JSON, `typed` and before any typing: an
 * untouched form gets the draft back; typed into before the draft was read, what was typed wins.
 * The result's `stored` is what storage holds afterwards, so later changes are written only when
 * they differ.
 */
export const settleDraft = <T extends object>(
  stored: string | null,
  typed: string,
  untouched: string,
) => {
  const held = stored ?? untouched;
  if (typed === untouched) return { restore: parseDraft<T>(stored), write: null, stored: held };
  return { restore: null, write: typed === held ? null : typed, stored: typed };
};
