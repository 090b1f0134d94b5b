import {
  parseThemeChoice,
  THEME_ATTRIBUTE,
  THEME_CHANGE_EVENT,
  type ThemeChoice,
} from './theme-choice';

/** The visitor's theme choice as the head's theme script applied it to `<html>`. */
export const currentThemeChoice = (): ThemeChoice =>
  parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE));

/** Calls `onChange` after each switch of the theme; returns the unsubscribe. */
export const subscribeToTheme = (onChange: () => void) => {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
};
