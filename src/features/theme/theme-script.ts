import { headScript } from '../../lib/head-script';
import { DEFERRED_LAYOUT_SELECTOR } from '../scroll/deferred-layout';
import { colors, darkColors } from './colors';
import { THEME_ATTRIBUTE, THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from './theme-choice';
import { applyThemeAndRunSwitch } from './theme-head-script';

/** The head script that applies the stored theme before the first paint and runs the switch. */
export const themeScriptSource = () =>
  headScript(applyThemeAndRunSwitch, {
    storageKey: THEME_STORAGE_KEY,
    themeAttribute: THEME_ATTRIBUTE,
    choiceAttribute: 'data-theme-choice',
    switchingAttribute: 'data-theme-switching',
    staleAttribute: 'data-theme-stale',
    sectionSelector: DEFERRED_LAYOUT_SELECTOR,
    changeEvent: THEME_CHANGE_EVENT,
    paper: { light: colors.paper, dark: darkColors.paper },
  });
