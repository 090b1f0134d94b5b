import type { ThemeChoice } from './theme-choice';

/** The names of theme-choice.ts, the sections that may be left for later, each theme's paper. */
type ThemeHeadScriptOptions = {
  storageKey: string;
  themeAttribute: string;
  choiceAttribute: string;
  switchingAttribute: string;
  staleAttribute: string;
  sectionSelector: string;
  changeEvent: string;
  paper: Record<'light' | 'dark', string>;
};

/**
 * Runs in <head>: applies a stored choice before the first paint, so a return visit never flashes
 * the other theme, and is the switch's whole behaviour from then on, before and after the client:
 * a click stores, applies and announces the choice (`themechange`); another tab's choice follows;
 * an attribute a framework takes off `<html>` is put back. Off-screen sections are left for later,
 * so a switch restyles what is near the screen (performance.md, 13). Serialised by headScript.
 */
export function applyThemeAndRunSwitch(options: ThemeHeadScriptOptions): void {
  const { storageKey, themeAttribute, choiceAttribute, switchingAttribute, changeEvent, paper } =
    options;
  const { staleAttribute, sectionSelector } = options;
  const root = document.documentElement;

  const parse = (value: unknown): ThemeChoice =>
    value === 'light' || value === 'dark' ? value : 'system';
  // With site data blocked even reading `window.localStorage` throws: nothing is remembered then.
  const storage = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  };
  const stored = (): ThemeChoice => {
    try {
      return parse(storage()?.getItem(storageKey));
    } catch {
      return 'system';
    }
  };
  const store = (value: ThemeChoice) => {
    try {
      if (value === 'system') storage()?.removeItem(storageKey);
      else storage()?.setItem(storageKey, value);
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

  // A stale section is "" while skipped and "catching-up" for the one frame that restyles it at idle
  // time, its transitions still off: each frame restyles one section.
  const leaveOffScreenSectionsForLater = () => {
    // A screen away or more: nearer, the change of containment would repaint it. Every box is read
    // before any attribute is set, so the page is laid out once.
    const margin = window.innerHeight;
    const offScreen = [...document.querySelectorAll(sectionSelector)].filter((section) => {
      const { top, bottom } = section.getBoundingClientRect();
      return bottom < -margin || top > window.innerHeight + margin;
    });
    for (const section of offScreen) section.setAttribute(staleAttribute, '');
  };
  const whenIdle = (task: () => void) => {
    if (window.requestIdleCallback) window.requestIdleCallback(task, { timeout: 1000 });
    else window.setTimeout(task, 50);
  };
  let catchingUp = false;
  const catchUpNext = () => {
    for (const section of document.querySelectorAll(`[${staleAttribute}=catching-up]`)) {
      section.removeAttribute(staleAttribute);
    }
    const next = document.querySelector(`[${staleAttribute}=""]`);
    catchingUp = next !== null;
    if (!next) return;
    next.setAttribute(staleAttribute, 'catching-up');
    requestAnimationFrame(() => whenIdle(catchUpNext));
  };

  const change = () => {
    leaveOffScreenSectionsForLater();
    root.setAttribute(switchingAttribute, '');
    apply();
    // Once the frame that shows the change is drawn: transitions back on, the client told, and the
    // sections left for later caught up at idle time.
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
