/**
 * The colour theme (system, light or dark): the tokens of both themes (./colors.ts, read by
 * uno.config.ts), the head script that applies a choice and runs the switch, the switch, the choice.
 */
export { currentThemeChoice, subscribeToTheme, useThemeChoice } from './current-theme';
export { calTheme } from './theme-choice';
export { ThemeScript } from './theme-script';
export { ThemeSwitch } from './theme-switch';
