import { useSyncExternalStore } from 'react';

/** The visitor's theme (DEC-13): follow the system (the default), light or dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** "system" is kept as no entry. */
export const THEME_STORAGE_KEY = 'humanoid:theme';
/** On `<html>`: `light` or `dark` when the visitor has chosen one. */
export const THEME_ATTRIBUTE = 'data-theme';
/** Dispatched on `window` after a change, with the choice as its detail. */
export const THEME_CHANGE_EVENT = 'themechange';

export const parseThemeChoice = (value: unknown): ThemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system';

/** The theme for Cal.com's booking modal: its "auto" follows the system, as "system" does here. */
export const calTheme = (choice: ThemeChoice): 'auto' | 'light' | 'dark' =>
  choice === 'system' ? 'auto' : choice;

/** The visitor's theme choice as the head's theme script applied it to `<html>`. */
export const currentThemeChoice = () =>
  parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE));

export const subscribeToTheme = (onChange: () => void) => {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
};

/** The visitor's theme choice, kept up to date by the theme switch ("system" on the server). */
export const useThemeChoice = () =>
  useSyncExternalStore(subscribeToTheme, currentThemeChoice, () => 'system' as const);
