import { useSyncExternalStore } from 'react';

/** The visitor's theme (DEC-13): follow the system (the default), light or dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Shared with the head script: the stored choice ("system" as no entry), `<html>`'s attribute (`light` or
 * `dark` when chosen), the event on `window` after a change (the choice as its detail). */
export const themeKeys = {
  storageKey: 'humanoid:theme',
  attribute: 'data-theme',
  changeEvent: 'themechange',
} as const;

/** The theme for Cal.com's booking modal: its "auto" follows the system, as "system" does here. */
export const calTheme = (choice: ThemeChoice): 'auto' | 'light' | 'dark' =>
  choice === 'system' ? 'auto' : choice;

/** The visitor's theme choice as the head's theme script applied it to `<html>` (no attribute: system). */
export const currentThemeChoice = () =>
  (document.documentElement.getAttribute(themeKeys.attribute) ?? 'system') as ThemeChoice;

export const subscribeToTheme = (onChange: () => void) => {
  window.addEventListener(themeKeys.changeEvent, onChange);
  return () => window.removeEventListener(themeKeys.changeEvent, onChange);
};

/** The visitor's theme choice, kept up to date by the theme switch ("system" on the server). */
export const useThemeChoice = () =>
  useSyncExternalStore(subscribeToTheme, currentThemeChoice, () => 'system' as const);
