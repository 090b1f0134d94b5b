import { expect, type Page } from '@playwright/test';
import {
  ANCHOR_OFFSET_DESKTOP_PX,
  ANCHOR_OFFSET_MOBILE_PX,
  MOBILE_BREAKPOINT_PX,
} from '../../../src/config/spec';
import { copyFor } from '../../../src/content/copy';

const en = copyFor('en');

/** Where an in-page target lands at this width: under the header, by the offset of SCROLL-2. */
export const headerOffset = (page: Page) =>
  (page.viewportSize()?.width ?? 1440) < MOBILE_BREAKPOINT_PX
    ? ANCHOR_OFFSET_MOBILE_PX
    : ANCHOR_OFFSET_DESKTOP_PX;

/**
 * Waits until Lenis no longer marks the page as scrolling and the position holds for 8 frames (a
 * busy frame can stall its easing for a few). Polled with `evaluate`, which awaits the promise.
 */
export const waitForScrollEnd = async (page: Page) => {
  const stillFor8Frames = () =>
    new Promise<boolean>((resolve) => {
      const start = window.scrollY;
      let frames = 0;
      const check = () => {
        if (++frames < 8) return requestAnimationFrame(check);
        const moving = document.documentElement.classList.contains('lenis-scrolling');
        resolve(Math.abs(window.scrollY - start) < 0.5 && !moving);
      };
      requestAnimationFrame(check);
    });
  await expect
    .poll(() => page.evaluate(stillFor8Frames), { timeout: 10_000, intervals: [50] })
    .toBe(true);
};

/** Scrolls with the mouse wheel, as a visitor does, and waits for the page to settle. */
export const wheel = async (page: Page, deltaY: number) => {
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, deltaY);
  await waitForScrollEnd(page);
};

/** Jumps to a scroll position (as a scrollbar drag or a restored position does). */
export const jumpTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await waitForScrollEnd(page);
};

/** Waits until the client has hydrated the page (`<html data-client>`, src/features/scroll). */
export const waitForHydration = (page: Page) =>
  page.locator('html[data-client]').waitFor({ state: 'attached' });

/** Opens a page and waits until the client has taken it over. */
export const gotoHydrated = async (page: Page, url: string) => {
  await page.goto(url);
  await waitForHydration(page);
};

/**
 * Waits until the client has done its idle-time work too (`data-client="settled"`: Lenis runs, the
 * reveals are set up), which on a busy two-core machine has taken 8 s after load.
 */
export const waitForSettledClient = (page: Page) =>
  page.locator('html[data-client="settled"]').waitFor({ state: 'attached', timeout: 15_000 });

/** Opens a page and waits until the client has settled. */
export const gotoSettled = async (page: Page, url: string) => {
  await page.goto(url);
  await waitForSettledClient(page);
};

/** Scrolls to the bottom a screen at a time, so that every reveal runs, and back; fails if one is left hidden. */
export const scrollThroughReveals = async (page: Page) => {
  await waitForSettledClient(page);
  const step = Math.floor((page.viewportSize()?.height ?? 800) * 0.8);
  // The page grows as sections far below are drawn for the first time.
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= (await height()); y += step) await jumpTo(page, y);
  await expect(page.locator('[data-reveal-state="hidden"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page
        .locator('[data-reveal]')
        .evaluateAll((items) => items.filter((item) => getComputedStyle(item).opacity !== '1')),
    )
    .toHaveLength(0);
  await jumpTo(page, 0);
};

/** The header's navigation (from 768 px) and the mobile menu's, by their accessible names. */
export const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: en.navigation.mainNav });
export const menuNav = (page: Page) =>
  page.getByRole('navigation', { name: en.navigation.menuNav });

/**
 * Follows a link of the site's navigation as a visitor at this width does: through the menu below
 * 768 px, else from the header, scrolled to the top first (the header hides while scrolling down).
 * Returns once the scroll has landed: a click on a control still gliding can miss it.
 */
export const followNavLink = async (page: Page, name: string) => {
  await jumpTo(page, 0);
  const toggle = page.getByRole('button', { name: en.navigation.openMenu });
  if (await toggle.isVisible()) {
    await toggle.click();
    await menuNav(page).getByRole('link', { name }).click();
  } else {
    await mainNav(page).getByRole('link', { name }).click();
  }
  await waitForScrollEnd(page);
};
