/** The colour theme (system, light or dark): the head script that applies it, the switch, the choice. */
export { currentThemeChoice, subscribeToTheme, useThemeChoice } from './current-theme';
export { calTheme } from './theme-choice';
export { themeScriptSource } from './theme-script';
export { ThemeSwitch } from './theme-switch';
