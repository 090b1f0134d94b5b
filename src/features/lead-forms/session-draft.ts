/** A stored draft as the form's values, or null when there is none or it is damaged. */
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

/** What to do once the stored draft has been read (src/features/lead-forms/use-session-draft.ts). */
export type DraftSettlement<T> = {
  /** The draft to put back into the form, if any. */
  restore: Partial<T> | null;
  /** JSON to store now, if storage must change. */
  write: string | null;
  /** The JSON storage holds afterwards, so later changes are written only when they differ. */
  stored: string;
};

/**
 * Settles the stored draft (`stored`, null when none) against the form's values as JSON
 * (`typed`) and as they were before the visitor typed anything (`untouched`). Untouched, the
 * draft is restored and nothing is written. Typed into before the draft was read, what the
 * visitor typed wins and is stored: nothing a visitor typed is lost.
 */
export const settleDraft = <T extends object>(
  stored: string | null,
  typed: string,
  untouched: string,
): DraftSettlement<T> => {
  const held = stored ?? untouched;
  if (typed === untouched) return { restore: parseDraft<T>(stored), write: null, stored: held };
  return { restore: null, write: typed === held ? null : typed, stored: typed };
};
