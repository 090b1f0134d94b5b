import type { Page } from '@playwright/test';

/** Waits until the page has stopped scrolling (smooth scrolling eases over many frames). */
export const waitForScrollEnd = async (page: Page) => {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        let frames = 0;
        const check = () => {
          frames += 1;
          if (frames < 8) requestAnimationFrame(check);
          else resolve(Math.abs(window.scrollY - start) < 0.5);
        };
        requestAnimationFrame(check);
      }),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
};

/** Scrolls with the mouse wheel, as a visitor does, and waits for the page to settle. */
export const wheel = async (page: Page, deltaY: number) => {
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, deltaY);
  await waitForScrollEnd(page);
};

/** Jumps to a scroll position (the way a scrollbar drag or a restored position would). */
export const jumpTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await waitForScrollEnd(page);
};

/** Waits until the client has taken over the page (the FAQ accordion is interactive). */
export const waitForHydration = async (page: Page) => {
  await page.locator('[data-accordion="ready"]').waitFor({ state: 'attached' });
};
