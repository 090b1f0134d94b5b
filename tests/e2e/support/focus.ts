import type { Page } from '@playwright/test';
import { contrastRatio, grab, settle } from './pixels';

/**
 * How visible the focused element's indicator is: the pixels around it that change 3:1 between
 * focused and not, against its perimeter (which a 1 px ring all round at 3:1 would just reach).
 */
export const focusIndicator = async (page: Page) => {
  await settle(page);
  const box = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    element.setAttribute('data-a11y-focused', '');
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const pad = 8;
  const x = Math.max(0, Math.floor(box.x - pad));
  const y = Math.max(0, Math.floor(box.y - pad));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + pad)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + pad)) - y,
  };
  const focused = await grab(page, clip);
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await settle(page);
  const unfocused = await grab(page, clip);
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-a11y-focused]');
    element?.removeAttribute('data-a11y-focused');
    element?.focus({ preventScroll: true });
  });
  let changed = 0;
  for (let row = 0; row < focused.height; row += 1) {
    for (let column = 0; column < focused.width; column += 1) {
      if (contrastRatio(focused.at(column, row), unfocused.at(column, row)) >= 3) changed += 1;
    }
  }
  return { changed, perimeter: Math.round(2 * (box.width + box.height)) };
};

/** What has focus: a short description, and whether it shows :focus-visible. */
export const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent?.trim() || element.getAttribute('placeholder') || element.id);
    return {
      description: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name?.slice(0, 40)}"`,
      focusVisible: element.matches(':focus-visible'),
    };
  });

/** The share of a 5x5 grid of points over the focused element where it, not something fixed over it, is seen. */
export const focusedShareVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const rect = element.getBoundingClientRect();
    let seen = 0;
    let total = 0;
    for (let i = 0; i < 5; i += 1) {
      for (let j = 0; j < 5; j += 1) {
        const x = rect.left + 1 + ((rect.width - 2) * i) / 4;
        const y = rect.top + 1 + ((rect.height - 2) * j) / 4;
        total += 1;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (element.contains(hit) || hit.contains(element))) seen += 1;
      }
    }
    return seen / total;
  });

/** Presses Tab until the focused element matches `selector`; at most `limit` presses. */
export const tabTo = async (page: Page, selector: string, limit = 80) => {
  for (let press = 1; press <= limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.locator(`:is(${selector}):focus`).count()) return press;
  }
  throw new Error(`Focus never reached ${selector} in ${limit} presses of Tab`);
};
