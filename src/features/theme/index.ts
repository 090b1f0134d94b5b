/**
 * The colour theme (system, light or dark): the colour tokens of both themes (./colors.ts, read by
 * uno.config.ts and the build), the head script that applies a stored choice before the first
 * paint and runs the switch (./theme-head-script.ts, written into the page by ThemeScript), the
 * switch itself, and the choice as the client reads it.
 */
export { currentThemeChoice } from './current-theme';
export { calTheme, THEME_CHOICES, type ThemeChoice } from './theme-choice';
export { ThemeScript } from './theme-script';
export { ThemeSwitch } from './theme-switch';
export { useThemeChoice } from './use-theme-choice';
