import { type CustomEvent, type ErrorEvent, Window } from 'happy-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { colors, darkColors } from '../../src/features/theme/colors';
import { themeKeys } from '../../src/features/theme/theme-choice';
import { themeScriptSource } from '../../src/features/theme/theme-head-script';
import { headScript } from '../../src/lib/head-script';

// The script as the page gets it, in a happy-dom page: the browser's globals and none of this module's.
const HEAD = `
  <meta name="theme-color" media="(prefers-color-scheme: light)" content="${colors.paper}">
  <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${darkColors.paper}">`;
const SWITCH = ['system', 'light', 'dark']
  .map((choice) => `<button data-theme-choice="${choice}"><svg></svg></button>`)
  .join('');
// With a 768 px viewport: one px either side of a screen away, above and below.
const BOXES: Record<string, { top: number; bottom: number }> = {
  above: { top: -2000, bottom: -769 },
  'near-above': { top: -1600, bottom: -768 },
  near: { top: 1536, bottom: 2400 },
  below: { top: 1537, bottom: 2400 },
};
const SECTIONS = Object.keys(BOXES)
  .map((id) => `<section class="deferred-layout" id="${id}"></section>`)
  .join('');

/** `blocked`: reading `window.localStorage` throws; `failing`: each of its calls throws. */
type PageStorage = { stored?: string; storage?: 'blocked' | 'failing' };
const openPage = ({ stored, storage }: PageStorage = {}) => {
  const window = new Window({ url: 'https://humanoid.test/', width: 1024, height: 768 });
  onTestFinished(() => window.happyDOM.close());
  if (stored !== undefined) window.localStorage.setItem(themeKeys.storageKey, stored);
  const fail = () => {
    throw new window.DOMException('The operation is insecure.', 'SecurityError');
  };
  if (storage === 'blocked') Object.defineProperty(window, 'localStorage', { get: fail });
  if (storage === 'failing') {
    const value = { getItem: fail, setItem: fail, removeItem: fail };
    Object.defineProperty(window, 'localStorage', { value });
  }
  const errors: unknown[] = [];
  window.addEventListener('error', (event) => errors.push((event as ErrorEvent).error));
  const changes: unknown[] = [];
  window.addEventListener('themechange', (event) => changes.push((event as CustomEvent).detail));

  const { document } = window;
  document.head.innerHTML = HEAD;
  window.eval(themeScriptSource());
  document.body.innerHTML = `<fieldset id="header">${SWITCH}</fieldset><fieldset id="menu">${SWITCH}</fieldset>${SECTIONS}`;
  for (const section of document.querySelectorAll('section')) {
    const { top, bottom } = BOXES[section.id] ?? { top: 0, bottom: 0 };
    section.getBoundingClientRect = () => new window.DOMRect(0, top, 1024, bottom - top);
  }
  document.dispatchEvent(new window.Event('DOMContentLoaded'));

  return {
    window,
    html: document.documentElement,
    errors,
    changes,
    stored: () => window.localStorage.getItem(themeKeys.storageKey),
    metas: () => [...document.querySelectorAll('meta')].map((meta) => meta.getAttribute('content')),
    pressed: () =>
      [...document.querySelectorAll('[aria-pressed="true"]')].map(
        (button) => `${button.parentElement?.id}:${button.getAttribute('data-theme-choice')}`,
      ),
    /** Clicks the icon inside a choice's button in the header, as a visitor would. */
    choose: (choice: string) =>
      document
        .querySelector(`#header [data-theme-choice="${choice}"] svg`)
        ?.dispatchEvent(new window.MouseEvent('click', { bubbles: true })),
    afterFrame: () =>
      new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve))),
  };
};

describe('the theme head script', () => {
  it('takes anything stored but light or dark for the system', () => {
    const page = openPage({ stored: 'sepia' });
    expect(page.html.hasAttribute('data-theme')).toBe(false);
    expect(page.pressed()).toEqual(['header:system', 'menu:system']);
  });

  it('switches with transitions off for one frame, then tells the client; system clears storage', async () => {
    const page = openPage();
    page.choose('dark');
    expect(page.metas()).toEqual([darkColors.paper, darkColors.paper]);
    expect(page.html.hasAttribute('data-theme-switching')).toBe(true);
    expect(page.changes).toEqual([]);
    await page.afterFrame();
    expect(page.html.hasAttribute('data-theme-switching')).toBe(false);
    expect(page.changes).toEqual(['dark']);

    page.choose('system');
    expect(page.stored()).toBeNull();
    expect(page.metas()).toEqual([colors.paper, darkColors.paper]);
    await page.afterFrame();
    expect(page.changes).toEqual(['dark', 'system']);
    expect(page.errors).toEqual([]);
  });

  it('leaves sections more than a screen away for later, then catches them up one at a time', async () => {
    const page = openPage();
    const { document, MutationObserver } = page.window;
    const states: string[] = [];
    new MutationObserver((records) => {
      for (const { target } of records) {
        const element = target as unknown as Element;
        states.push(`${element.id}:${element.getAttribute('data-theme-stale')}`);
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['data-theme-stale'] });

    page.choose('dark');
    await page.window.happyDOM.waitUntilComplete();
    expect(document.querySelectorAll('[data-theme-stale]')).toHaveLength(0);
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
    window.localStorage.setItem(themeKeys.storageKey, 'light');
    window.dispatchEvent(new window.StorageEvent('storage', { key: 'another:key' }));
    expect(page.html.hasAttribute('data-theme')).toBe(false);
    window.dispatchEvent(new window.StorageEvent('storage', { key: themeKeys.storageKey }));
    expect(page.pressed()).toEqual(['header:light', 'menu:light']);
    await page.afterFrame();
    expect(page.changes).toEqual(['light']);
  });

  it('puts a chosen theme back on <html> when something takes it off, and ignores clicks outside the switch', async () => {
    const page = openPage({ stored: 'dark' });
    page.html.removeAttribute('data-theme');
    page.window.document.body.click();
    await page.afterFrame();
    expect(page.html.getAttribute('data-theme')).toBe('dark');
    expect(page.changes).toEqual([]);
  });

  it.each([
    'blocked',
    'failing',
  ] as const)('with storage %s, starts with the system and still switches', (storage) => {
    const page = openPage({ storage });
    expect(page.pressed()).toEqual(['header:system', 'menu:system']);
    page.choose('dark');
    expect(page.pressed()).toEqual(['header:dark', 'menu:dark']);
    page.choose('system');
    expect(page.html.hasAttribute('data-theme')).toBe(false);
    expect(page.errors).toEqual([]);
  });
});

describe('headScript', () => {
  it('calls the function with its options, `<` escaped so that no value closes the script', () => {
    function greet(options: { text: string }) {
      document.title = options.text;
    }
    expect(headScript(greet, { text: '</script>' })).toBe(
      `(${greet.toString()})({"text":"\\u003c/script>"})`,
    );
  });
});
