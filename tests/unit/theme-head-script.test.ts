import { type CustomEvent, type ErrorEvent, Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { colors, darkColors } from '../../src/features/theme/colors';
import { THEME_STORAGE_KEY } from '../../src/features/theme/theme-choice';
import { themeScriptSource } from '../../src/features/theme/theme-head-script';
import { headScript } from '../../src/lib/head-script';

// The theme's head script as the page gets it (themeScriptSource), run in a page of happy-dom: a
// context of its own with the browser's globals and none of Node's or this module's, as in the page.

const HEAD = `
  <meta name="theme-color" media="(prefers-color-scheme: light)" content="${colors.paper}">
  <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${darkColors.paper}">`;
// The header's switch and the menu's, as ThemeSwitch renders them (an icon inside each button).
const SWITCH = ['system', 'light', 'dark']
  .map(
    (choice) => `<button data-theme-choice="${choice}" aria-pressed="false"><svg></svg></button>`,
  )
  .join('');
// Sections far above the viewport, near it, and far below it (their boxes are set in `openPage`).
const SECTIONS = ['above', 'near', 'below']
  .map((id) => `<section class="deferred-layout" id="${id}"></section>`)
  .join('');
const BODY = `<fieldset id="header">${SWITCH}</fieldset><fieldset id="menu">${SWITCH}</fieldset>${SECTIONS}`;
const BOXES: Record<string, { top: number; bottom: number }> = {
  above: { top: -2000, bottom: -769 },
  near: { top: 1536, bottom: 2400 },
  below: { top: 1537, bottom: 2400 },
};

type Storage = 'allowed' | 'blocked' | 'failing';

const windows: Window[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

/**
 * A page whose head runs the script before the body is parsed, then gets the body and
 * DOMContentLoaded. `blocked`: reading `window.localStorage` throws, as it does when a visitor
 * blocks site data; `failing`: the storage is there, but each of its calls throws.
 */
const openPage = ({ stored, storage = 'allowed' }: { stored?: string; storage?: Storage } = {}) => {
  const window = new Window({ url: 'https://humanoid.test/', width: 1024, height: 768 });
  windows.push(window);
  if (stored !== undefined) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  const fail = () => {
    throw new window.DOMException('The operation is insecure.', 'SecurityError');
  };
  if (storage === 'blocked') Object.defineProperty(window, 'localStorage', { get: fail });
  if (storage === 'failing') {
    Object.defineProperty(window, 'localStorage', {
      value: { getItem: fail, setItem: fail, removeItem: fail },
    });
  }
  const errors: unknown[] = [];
  window.addEventListener('error', (event) => errors.push((event as ErrorEvent).error));
  const changes: unknown[] = [];
  window.addEventListener('themechange', (event) => changes.push((event as CustomEvent).detail));

  const { document } = window;
  document.head.innerHTML = HEAD;
  window.eval(themeScriptSource());
  document.body.innerHTML = BODY;
  // happy-dom lays nothing out: each section says where it is, with a viewport 768 px high.
  for (const section of document.querySelectorAll('section')) {
    const { top, bottom } = BOXES[section.id] ?? { top: 0, bottom: 0 };
    section.getBoundingClientRect = () => new window.DOMRect(0, top, 1024, bottom - top);
  }
  document.dispatchEvent(new window.Event('DOMContentLoaded'));

  const html = document.documentElement;
  return {
    window,
    html,
    errors,
    changes,
    stored: () => window.localStorage.getItem(THEME_STORAGE_KEY),
    metas: () => [...document.querySelectorAll('meta')].map((meta) => meta.getAttribute('content')),
    pressed: () =>
      [...document.querySelectorAll('[aria-pressed="true"]')].map(
        (button) => `${button.parentElement?.id}:${button.getAttribute('data-theme-choice')}`,
      ),
    /** Clicks the icon inside a choice's button in the header's switch, as a visitor would. */
    choose: (choice: string) =>
      document
        .querySelector(`#header [data-theme-choice="${choice}"] svg`)
        ?.dispatchEvent(new window.MouseEvent('click', { bubbles: true })),
    /** Resolves once the next frame is drawn (a task after its animation frame callbacks). */
    afterFrame: () =>
      new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve))),
  };
};

describe('the theme head script', () => {
  it('runs alone: a context with the browser globals only', () => {
    const { window, errors } = openPage();
    expect(window.eval('typeof process + typeof require + typeof module')).toBe(
      'undefinedundefinedundefined',
    );
    expect(errors).toEqual([]);
  });

  it('follows the system when nothing is stored: no attribute, each meta its own paper', () => {
    const page = openPage();
    expect(page.html.hasAttribute('data-theme')).toBe(false);
    expect(page.metas()).toEqual([colors.paper, darkColors.paper]);
    expect(page.pressed()).toEqual(['header:system', 'menu:system']);
  });

  it('applies a stored choice before the body: the attribute, both metas, then the buttons', () => {
    const page = openPage({ stored: 'dark' });
    expect(page.html.getAttribute('data-theme')).toBe('dark');
    expect(page.metas()).toEqual([darkColors.paper, darkColors.paper]);
    expect(page.pressed()).toEqual(['header:dark', 'menu:dark']);
  });

  it('takes anything else stored for the system', () => {
    const page = openPage({ stored: 'sepia' });
    expect(page.html.hasAttribute('data-theme')).toBe(false);
    expect(page.pressed()).toEqual(['header:system', 'menu:system']);
  });

  it('switches on a click, stores the choice, and tells the client', async () => {
    const page = openPage();
    page.choose('dark');
    expect(page.html.getAttribute('data-theme')).toBe('dark');
    expect(page.stored()).toBe('dark');
    expect(page.metas()).toEqual([darkColors.paper, darkColors.paper]);
    // Colour transitions are off for the frame of the switch; the client hears of it once drawn.
    expect(page.html.hasAttribute('data-theme-switching')).toBe(true);
    expect(page.changes).toEqual([]);
    await page.afterFrame();
    expect(page.html.hasAttribute('data-theme-switching')).toBe(false);
    expect(page.changes).toEqual(['dark']);

    page.choose('system');
    expect(page.html.hasAttribute('data-theme')).toBe(false);
    expect(page.stored()).toBeNull();
    expect(page.metas()).toEqual([colors.paper, darkColors.paper]);
    await page.afterFrame();
    expect(page.changes).toEqual(['dark', 'system']);
    expect(page.errors).toEqual([]);
  });

  it('ignores clicks outside the switch', () => {
    const page = openPage({ stored: 'light' });
    page.window.document.body.click();
    expect(page.html.getAttribute('data-theme')).toBe('light');
    expect(page.changes).toEqual([]);
  });

  it('leaves the sections off screen for later, then catches them up one at a time', async () => {
    const page = openPage();
    const { document, MutationObserver } = page.window;
    const states: string[] = [];
    new MutationObserver((records) => {
      for (const { target } of records) {
        const element = target as unknown as Element;
        states.push(`${element.id}:${element.getAttribute('data-theme-stale')}`);
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['data-theme-stale'] });
    const stale = () =>
      [...document.querySelectorAll('[data-theme-stale]')].map((section) => section.id);

    page.choose('dark');
    expect(stale()).toEqual(['above', 'below']);
    await page.window.happyDOM.waitUntilComplete();
    expect(stale()).toEqual([]);
    // Each restyled with its transitions still off, in a frame of its own, then let go.
    expect(states).toEqual([
      'above:',
      'below:',
      'above:catching-up',
      'above:null',
      'below:catching-up',
      'below:null',
    ]);
  });

  it('follows a choice made in another tab, and only its own key', async () => {
    const page = openPage();
    const { window } = page;
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.dispatchEvent(new window.StorageEvent('storage', { key: 'another:key' }));
    expect(page.html.hasAttribute('data-theme')).toBe(false);
    window.dispatchEvent(new window.StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(page.html.getAttribute('data-theme')).toBe('light');
    expect(page.pressed()).toEqual(['header:light', 'menu:light']);
    await page.afterFrame();
    expect(page.changes).toEqual(['light']);
  });

  it('puts a chosen theme back on <html> when something takes it off', async () => {
    const page = openPage({ stored: 'dark' });
    page.html.removeAttribute('data-theme');
    await page.afterFrame();
    expect(page.html.getAttribute('data-theme')).toBe('dark');
  });

  for (const storage of ['blocked', 'failing'] as const) {
    it(`with storage ${storage}, starts with the system's theme and still switches`, () => {
      const page = openPage({ storage });
      expect(page.html.hasAttribute('data-theme')).toBe(false);
      expect(page.pressed()).toEqual(['header:system', 'menu:system']);
      page.choose('dark');
      expect(page.html.getAttribute('data-theme')).toBe('dark');
      expect(page.pressed()).toEqual(['header:dark', 'menu:dark']);
      page.choose('system');
      expect(page.html.hasAttribute('data-theme')).toBe(false);
      expect(page.errors).toEqual([]);
    });
  }
});

describe('a head script as source', () => {
  it('calls the function with its options, `<` escaped so that no value closes the script', () => {
    function greet(options: { text: string }) {
      document.title = options.text;
    }
    expect(headScript(greet, { text: '</script>' })).toBe(
      `(${greet.toString()})({"text":"\\u003c/script>"})`,
    );
  });
});
