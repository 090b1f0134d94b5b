import { useSyncExternalStore } from 'react';
import { currentThemeChoice, subscribeToTheme } from '../browser/theme';
import type { ThemeChoice } from '../lib/theme';

/** The visitor's theme choice, kept up to date by the theme switch ("system" on the server). */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(subscribeToTheme, currentThemeChoice, () => 'system');
