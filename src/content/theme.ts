import type { ThemeChoice } from '../features/theme';

/** The theme switch: its name for screen readers, and each choice's label (also its tooltip). */
export const themeLabels = {
  group: 'Colour theme',
  menuTitle: 'Theme',
  choices: {
    system: 'System theme',
    light: 'Light theme',
    dark: 'Dark theme',
  },
} as const satisfies { group: string; menuTitle: string; choices: Record<ThemeChoice, string> };
