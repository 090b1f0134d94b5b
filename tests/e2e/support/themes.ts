import type { Page } from '@playwright/test';

/** The two colour themes; checks of colour run in both. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The page in `theme` through the system setting (prefers-color-scheme), as a visitor's OS sets it. */
export const useTheme = (page: Page, theme: Theme) => page.emulateMedia({ colorScheme: theme });

/** A test title's suffix naming the theme. */
export const inTheme = (theme: Theme) => `(${theme} theme)`;
