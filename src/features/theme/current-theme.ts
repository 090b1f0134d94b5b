import { useSyncExternalStore } from 'react';
import { parseThemeChoice, THEME_ATTRIBUTE, THEME_CHANGE_EVENT } from './theme-choice';

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
