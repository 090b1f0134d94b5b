import type { ThemeChoice } from './theme-choice';

/** Everything the head script needs from the build: it runs alone in the page, with no imports. */
export type ThemeHeadScriptOptions = {
  /** Where the choice is kept in local storage ("system" is kept as no entry). */
  storageKey: string;
  /** On `<html>`: `light` or `dark` when the visitor has chosen one. */
  themeAttribute: string;
  /** On each of the switch's buttons: the choice it makes. */
  choiceAttribute: string;
  /** On `<html>` for the frame of a switch: no colour transitions. */
  switchingAttribute: string;
  /** On a section left for later: skipped while off screen, its colours changed without transitions. */
  staleAttribute: string;
  /** The page's sections that may be left for later (each keeps its size when skipped). */
  sectionSelector: string;
  /** Dispatched on `window` after a change, with the choice as its detail. */
  changeEvent: string;
  /** The browser's UI tint (`<meta name="theme-color">`) in each theme: the page's paper. */
  paper: Record<'light' | 'dark', string>;
};

/**
 * Runs in <head>, before the first paint: puts a stored choice on `<html data-theme>` (CSS alone
 * follows the system when there is none), so a return visit never flashes the other theme. From
 * then on it is the theme switch's whole behaviour, before and after the client takes over: a
 * click on any `[data-theme-choice]` button stores the choice (blocked storage only means it is
 * not remembered), applies it with colour transitions off for that frame, marks the pressed
 * button, tints the browser's UI (`theme-color`) and tells the client (`themechange`, for the
 * toasts and the booking modal). A choice made in another tab follows here. Should anything take
 * the attribute off `<html>` (a framework re-rendering the document), it is put back.
 *
 * A switch answers within a frame: every colour is a custom property on `<html>`, so a switch
 * restyles the whole page, and on a phone that took a third of a second. Sections off screen are
 * left for later (`staleAttribute`): the browser skips them until they come near the viewport, and
 * at idle time they catch up one at a time. The client hears of the change after the first frame.
 *
 * ThemeScript writes it into the page as source (`Function.prototype.toString`), so it may use its
 * options and the browser's globals only: no imports, nothing from outside its body.
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

  // Sections off screen skip the switch's frame: "" while skipped, "catching-up" for the frame in
  // which one is restyled at idle time, its transitions still off; the attribute goes at the next
  // idle moment, as the next section starts catching up, so each frame restyles one section.
  const leaveOffScreenSectionsForLater = () => {
    // A screen's height away or more: nearer, the browser would draw a skipped section anyway, and
    // the change of containment would repaint it. Every box is read before any attribute is set:
    // a read after a write would lay the page out again.
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
