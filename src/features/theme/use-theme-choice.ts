import { useSyncExternalStore } from 'react';
import { currentThemeChoice, subscribeToTheme } from './current-theme';
import type { ThemeChoice } from './theme-choice';

/** The visitor's theme choice, kept up to date by the theme switch ("system" on the server). */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(subscribeToTheme, currentThemeChoice, () => 'system');
