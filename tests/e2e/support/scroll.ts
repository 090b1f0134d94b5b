import { expect, type Page } from '@playwright/test';
import { anchorOffset } from '../../../src/features/scroll/scroll-engine';

/** Where an in-page target lands at this width: under the header, by the offset of SCROLL-2. */
export const headerOffset = (page: Page) => anchorOffset(page.viewportSize()?.width ?? 1440);

/**
 * Waits until the page has stopped scrolling (smooth scrolling eases over many frames): Lenis no
 * longer marks the page as scrolling, and the position holds for 8 frames (a busy frame can make
 * Lenis's easing stand still for a few). Polled with `evaluate`, which waits for the promise:
 * `waitForFunction` would take the promise itself as a truthy answer and return at once.
 */
export const waitForScrollEnd = async (page: Page) => {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const start = window.scrollY;
              let frames = 0;
              const check = () => {
                frames += 1;
                if (frames < 8) requestAnimationFrame(check);
                else
                  resolve(
                    Math.abs(window.scrollY - start) < 0.5 &&
                      !document.documentElement.classList.contains('lenis-scrolling'),
                  );
              };
              requestAnimationFrame(check);
            }),
        ),
      { timeout: 10_000, intervals: [50] },
    )
    .toBe(true);
};

/** Scrolls with the mouse wheel, as a visitor does, and waits for the page to settle. */
export const wheel = async (page: Page, deltaY: number) => {
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, deltaY);
  await waitForScrollEnd(page);
};

/**
 * Wheels once where the mouse is, for a page that should not move (scrolling locked): returns once
 * the page has received the wheel and drawn ten frames since, by which time smooth scrolling, had
 * it taken the wheel, would have moved the page.
 */
export const wheelThatShouldNotScroll = async (page: Page, deltaY: number) => {
  await page.evaluate(() => {
    const seen = new Promise<void>((resolve) => {
      addEventListener(
        'wheel',
        () => {
          let frames = 0;
          const next = () => (++frames < 10 ? requestAnimationFrame(next) : resolve());
          requestAnimationFrame(next);
        },
        { once: true, capture: true },
      );
    });
    Object.assign(window, { __wheelSeen: seen });
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { __wheelSeen: Promise<void> }).__wheelSeen);
};

/** Jumps to a scroll position (the way a scrollbar drag or a restored position would). */
export const jumpTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await waitForScrollEnd(page);
};

/**
 * How long the client may take to settle after load: its idle-time work is a few idle callbacks
 * (each with a 3 s deadline), and on a busy two-core machine it has taken 8 s after load.
 */
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Waits until the client has taken over the page: hydrated, every client component's effects run
 * (src/features/scroll/client-ready.tsx marks <html> `data-client="hydrated"`, later `"settled"`).
 */
export const waitForHydration = async (page: Page) => {
  await page.locator('html[data-client]').waitFor({ state: 'attached' });
};

/**
 * Waits until the client has done its idle-time work too (`data-client="settled"`): unless the
 * visitor prefers reduced motion, Lenis runs and the reveals below the fold are set up. Only for a
 * test that is about that work or would be disturbed by it: the rest wait for hydration alone.
 */
export const waitForSettledClient = async (page: Page) => {
  await page
    .locator('html[data-client="settled"]')
    .waitFor({ state: 'attached', timeout: SETTLE_TIMEOUT_MS });
};

/**
 * Scrolls to the bottom in steps of most of a screen, so every reveal comes into view and runs,
 * then back to the top. Fails if any reveal is left hidden or faded. The reveals are set up at
 * idle time: it waits for the settled client first, or a reveal set up behind the scroll would hide.
 */
export const scrollThroughReveals = async (page: Page) => {
  await waitForSettledClient(page);
  const step = Math.floor((page.viewportSize()?.height ?? 800) * 0.8);
  // The page grows as sections far below are drawn for the first time: its height is read at each step.
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

/** Opens a page and waits until the client has taken it over (see `waitForHydration`). */
export const gotoHydrated = async (page: Page, url: string) => {
  await page.goto(url);
  await waitForHydration(page);
};
