import { DEFERRED_LAYOUT_SELECTOR } from '../../lib/deferred-layout';
import { headScript } from '../../lib/head-script';
import { colors, darkColors } from './colors';
import { type ThemeChoice, themeKeys } from './theme-choice';

/** What the head script shares with the client, as it cannot import (it is serialised into the page). */
const scriptOptions = {
  ...themeKeys,
  sectionSelector: DEFERRED_LAYOUT_SELECTOR,
  paper: { light: colors.paper, dark: darkColors.paper },
};

/** Runs in <head>: the stored theme before the first paint, and the switch's buttons. A switch turns transitions
 * off for its frame and leaves sections a screen away stale, caught up at idle (global.css; performance.md, 13). */
function applyThemeAndRunSwitch(options: typeof scriptOptions): void {
  const { storageKey, attribute, changeEvent, sectionSelector, paper } = options;
  const root = document.documentElement;
  const parse = (value: unknown): ThemeChoice =>
    value === 'light' || value === 'dark' ? value : 'system';
  // With site data blocked even reading `localStorage` throws: the choice holds for this visit only.
  const stored = (): ThemeChoice => {
    try {
      return parse(localStorage.getItem(storageKey));
    } catch {
      return 'system';
    }
  };
  const store = (value: ThemeChoice) => {
    try {
      if (value === 'system') localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, value);
    } catch {}
  };
  let choice = stored();

  const markPressed = () => {
    for (const button of document.querySelectorAll('[data-theme-choice]')) {
      button.setAttribute(
        'aria-pressed',
        String(button.getAttribute('data-theme-choice') === choice),
      );
    }
  };
  const apply = () => {
    if (choice === 'system') root.removeAttribute(attribute);
    else root.setAttribute(attribute, choice);
    // "system" keeps each meta's own media query: the light paper for light, the dark for dark.
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]')) {
      const system = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
      meta.content = paper[choice === 'system' ? system : choice];
    }
    markPressed();
  };

  // A stale section stays "catching-up" until drawn, then takes the new colours unanimated.
  const whenIdle = (task: () => void) => {
    if (window.requestIdleCallback) window.requestIdleCallback(task, { timeout: 1000 });
    else setTimeout(task, 50);
  };
  const caughtUp = (section: Element) => {
    const drawn = section.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true });
    if (drawn !== false) section.removeAttribute('data-theme-stale');
  };
  let catchingUp = false;
  const catchUpNext = () => {
    for (const section of document.querySelectorAll('[data-theme-stale=catching-up]')) {
      caughtUp(section);
    }
    const next = document.querySelector('[data-theme-stale=""]');
    next?.setAttribute('data-theme-stale', 'catching-up');
    catchingUp = next !== null;
    if (next) requestAnimationFrame(() => whenIdle(catchUpNext));
  };
  document.addEventListener(
    'contentvisibilityautostatechange',
    ({ target }) => {
      if (target instanceof Element && target.getAttribute('data-theme-stale') === 'catching-up') {
        requestAnimationFrame(() => whenIdle(() => caughtUp(target)));
      }
    },
    true,
  );

  const change = () => {
    // A screen away or more (all measured before any is marked): nearer, containment would repaint it.
    const offScreen = [...document.querySelectorAll(sectionSelector)].filter((section) => {
      const { top, bottom } = section.getBoundingClientRect();
      return bottom < -innerHeight || top > 2 * innerHeight;
    });
    for (const section of offScreen) section.setAttribute('data-theme-stale', '');
    root.setAttribute('data-theme-switching', '');
    apply();
    // Once the frame that shows the change is drawn: transitions back on, the client told.
    requestAnimationFrame(() => {
      setTimeout(() => {
        root.removeAttribute('data-theme-switching');
        dispatchEvent(new CustomEvent(changeEvent, { detail: choice }));
        if (!catchingUp) whenIdle(catchUpNext);
        catchingUp = true;
      });
    });
  };

  apply();
  new MutationObserver(() => {
    if (choice !== 'system' && root.getAttribute(attribute) !== choice) {
      root.setAttribute(attribute, choice);
    }
  }).observe(root, { attributes: true, attributeFilter: [attribute] });
  // The buttons come after <head>: marked once they are parsed.
  document.addEventListener('DOMContentLoaded', markPressed);
  document.addEventListener('click', ({ target }) => {
    const button = target instanceof Element && target.closest('[data-theme-choice]');
    if (!button) return;
    choice = parse(button.getAttribute('data-theme-choice'));
    store(choice);
    change();
  });
  addEventListener('storage', ({ key }) => {
    if (key !== storageKey) return;
    choice = stored();
    change();
  });
}

export const themeScriptSource = () => headScript(applyThemeAndRunSwitch, scriptOptions);
