/** The visitor's theme (DEC-13): follow the system (the default), light or dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Where the choice is kept in local storage; "system" is kept as no entry. */
export const THEME_STORAGE_KEY = 'humanoid:theme';
/** On `<html>`: `light` or `dark` when the visitor has chosen one. */
export const THEME_ATTRIBUTE = 'data-theme';
/** On each of the switch's buttons: the choice it makes. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';
/** On `<html>` for the frame of a switch: no colour transitions, every colour changes at once. */
export const THEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';
/**
 * On a section that was off screen at a switch: the browser skips it until it comes near the
 * viewport or its turn comes at idle time, and its colours then change without transitions.
 */
export const THEME_STALE_ATTRIBUTE = 'data-theme-stale';
/** Dispatched on `window` after a change, with the choice as its detail. */
export const THEME_CHANGE_EVENT = 'themechange';

/** A stored or attribute value as a choice: anything unknown (or nothing) is "system". */
export const parseThemeChoice = (value: unknown): ThemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system';

/** The theme for Cal.com's booking modal: its "auto" follows the system, as "system" does here. */
export const calTheme = (choice: ThemeChoice): 'auto' | 'light' | 'dark' =>
  choice === 'system' ? 'auto' : choice;
