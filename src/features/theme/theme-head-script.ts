import { DEFERRED_LAYOUT_SELECTOR } from '../../lib/deferred-layout';
import { headScript } from '../../lib/head-script';
import { colors, darkColors } from './colors';
import {
  THEME_ATTRIBUTE,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from './theme-choice';

/** What the head script needs to know, as it cannot import (it is serialised into the page). */
const scriptOptions = {
  storageKey: THEME_STORAGE_KEY,
  themeAttribute: THEME_ATTRIBUTE,
  /** On each of the switch's buttons: the choice it makes. */
  choiceAttribute: 'data-theme-choice',
  /** On `<html>` for the frame of a switch: no colour transitions, every colour changes at once. */
  switchingAttribute: 'data-theme-switching',
  /** On a section off screen at a switch: restyled near the viewport or at idle time, unanimated. */
  staleAttribute: 'data-theme-stale',
  sectionSelector: DEFERRED_LAYOUT_SELECTOR,
  changeEvent: THEME_CHANGE_EVENT,
  paper: { light: colors.paper, dark: darkColors.paper },
};

/** Runs in <head>: applies the stored theme before the first paint and runs the switch (performance.md, 13). */
function applyThemeAndRunSwitch(options: typeof scriptOptions): void {
  const { storageKey, themeAttribute, choiceAttribute, switchingAttribute, changeEvent, paper } =
    options;
  const { staleAttribute, sectionSelector } = options;
  const root = document.documentElement;

  const parse = (value: unknown): ThemeChoice =>
    value === 'light' || value === 'dark' ? value : 'system';
  // With site data blocked even reading `window.localStorage` throws: nothing is remembered then.
  const stored = (): ThemeChoice => {
    try {
      return parse(window.localStorage.getItem(storageKey));
    } catch {
      return 'system';
    }
  };
  const store = (value: ThemeChoice) => {
    try {
      if (value === 'system') window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, value);
    } catch {
      // Full or blocked: the choice holds for this visit only.
    }
  };

  let choice = stored();

  const markPressed = () => {
    for (const button of document.querySelectorAll(`[${choiceAttribute}]`)) {
      button.setAttribute('aria-pressed', String(button.getAttribute(choiceAttribute) === choice));
    }
  };

  const apply = () => {
    if (choice === 'system') root.removeAttribute(themeAttribute);
    else root.setAttribute(themeAttribute, choice);
    // "system" keeps each meta's own media query: the light paper for light, the dark for dark.
    for (const meta of document.querySelectorAll('meta[name=theme-color]')) {
      const media = meta.getAttribute('media') ?? '';
      const theme = choice === 'system' ? (media.includes('dark') ? 'dark' : 'light') : choice;
      meta.setAttribute('content', paper[theme]);
    }
    markPressed();
  };

  // A stale section stays "catching-up" until drawn, then takes the new colours unanimated.
  const leaveOffScreenSectionsForLater = () => {
    // A screen away or more: nearer, the change of containment would repaint it.
    const margin = window.innerHeight;
    const offScreen = [...document.querySelectorAll(sectionSelector)].filter((section) => {
      const { top, bottom } = section.getBoundingClientRect();
      return bottom < -margin || top > window.innerHeight + margin;
    });
    for (const section of offScreen) section.setAttribute(staleAttribute, '');
  };
  const skipped = (section: Element) =>
    section.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  const caughtUp = (section: Element) => {
    if (!skipped(section)) section.removeAttribute(staleAttribute);
  };
  const whenIdle = (task: () => void) => {
    if (window.requestIdleCallback) window.requestIdleCallback(task, { timeout: 1000 });
    else window.setTimeout(task, 50);
  };
  let catchingUp = false;
  const catchUpNext = () => {
    for (const section of document.querySelectorAll(`[${staleAttribute}=catching-up]`)) {
      caughtUp(section);
    }
    const next = document.querySelector(`[${staleAttribute}=""]`);
    catchingUp = next !== null;
    if (!next) return;
    next.setAttribute(staleAttribute, 'catching-up');
    requestAnimationFrame(() => whenIdle(catchUpNext));
  };
  document.addEventListener(
    'contentvisibilityautostatechange',
    ({ target }) => {
      if (target instanceof Element && target.getAttribute(staleAttribute) === 'catching-up') {
        requestAnimationFrame(() => whenIdle(() => caughtUp(target)));
      }
    },
    true,
  );

  const change = () => {
    leaveOffScreenSectionsForLater();
    root.setAttribute(switchingAttribute, '');
    apply();
    // Once the frame that shows the change is drawn: transitions back on, the client told.
    requestAnimationFrame(() => {
      window.setTimeout(() => {
        root.removeAttribute(switchingAttribute);
        window.dispatchEvent(new CustomEvent(changeEvent, { detail: choice }));
        if (!catchingUp) whenIdle(catchUpNext);
        catchingUp = true;
      });
    });
  };

  apply();
  new MutationObserver(() => {
    if (choice !== 'system' && root.getAttribute(themeAttribute) !== choice) {
      root.setAttribute(themeAttribute, choice);
    }
  }).observe(root, { attributes: true, attributeFilter: [themeAttribute] });
  // The buttons come after <head>: marked once they are parsed.
  document.addEventListener('DOMContentLoaded', markPressed);
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest(`[${choiceAttribute}]`);
    if (!button) return;
    choice = parse(button.getAttribute(choiceAttribute));
    store(choice);
    change();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    choice = stored();
    change();
  });
}

export const themeScriptSource = () => headScript(applyThemeAndRunSwitch, scriptOptions);
