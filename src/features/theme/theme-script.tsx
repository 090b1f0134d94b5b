import { headScript } from '../../lib/head-script';
import { DEFERRED_LAYOUT_SELECTOR } from '../scroll/deferred-layout';
import { colors, darkColors } from './colors';
import {
  THEME_ATTRIBUTE,
  THEME_CHANGE_EVENT,
  THEME_CHOICE_ATTRIBUTE,
  THEME_STALE_ATTRIBUTE,
  THEME_STORAGE_KEY,
  THEME_SWITCHING_ATTRIBUTE,
} from './theme-choice';
import { applyThemeAndRunSwitch } from './theme-head-script';

/** The theme's head script (theme-head-script.ts) with the site's names and colours, as source. */
export const themeScriptSource = () =>
  headScript(applyThemeAndRunSwitch, {
    storageKey: THEME_STORAGE_KEY,
    themeAttribute: THEME_ATTRIBUTE,
    choiceAttribute: THEME_CHOICE_ATTRIBUTE,
    switchingAttribute: THEME_SWITCHING_ATTRIBUTE,
    staleAttribute: THEME_STALE_ATTRIBUTE,
    sectionSelector: DEFERRED_LAYOUT_SELECTOR,
    changeEvent: THEME_CHANGE_EVENT,
    paper: { light: colors.paper, dark: darkColors.paper },
  });

/** Applies the stored theme before the first paint and runs the switch (theme-head-script.ts). */
export const ThemeScript = () => (
  <script
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, allowed by its CSP hash
    dangerouslySetInnerHTML={{ __html: themeScriptSource() }}
  />
);
