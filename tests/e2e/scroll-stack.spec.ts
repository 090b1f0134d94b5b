import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, jumpTo } from './support/scroll';
import { holdPageScripts } from './support/stand-ins';

/** Scrolls so the Why stack is at the given progress (scrolled distance / twice the viewport height). */
const goToProgress = async (page: Page, progress: number) => {
  const { top, viewport } = await page.evaluate(() => ({
    top:
      (document.getElementById('our-approach')?.getBoundingClientRect().top ?? 0) + window.scrollY,
    viewport: window.innerHeight,
  }));
  await jumpTo(page, Math.round(top + progress * 2 * viewport));
};

const cardOpacities = (page: Page) =>
  page
    .locator('#our-approach [data-stack-card]')
    .evaluateAll((cards) => cards.map((card) => Number(getComputedStyle(card).opacity)));

test('the Why cards stack one by one through the 300vh section', async ({ page }) => {
  // Every transition a Why card starts, from before the first script.
  await page.addInitScript(() => {
    const runs: string[] = [];
    Object.assign(window, { __cardRuns: runs });
    document.addEventListener('transitionrun', (event) => {
      if ((event.target as Element).matches('.why-card')) runs.push(event.propertyName);
    });
  });
  const cardRuns = () =>
    page.evaluate(() => (window as unknown as { __cardRuns: string[] }).__cardRuns.length);
  await gotoHydrated(page, '/');
  const stack = page.locator('#our-approach');
  await expect(stack).toHaveAttribute('data-stack', 'on');
  // Taking over off screen, the stack moves no card with a transition: nothing runs after load.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await cardRuns()).toBe(0);
  const height = await stack.evaluate((element) => element.getBoundingClientRect().height);
  expect(Math.round(height)).toBe(3 * (page.viewportSize()?.height ?? 0));

  await goToProgress(page, 0.1);
  await expect(stack).toHaveAttribute('data-visible', '1');
  await expect.poll(() => cardOpacities(page)).toEqual([1, 0, 0]);
  // On arrival the first card eases in.
  expect(await cardRuns()).toBeGreaterThan(0);

  // Each frame of the second card's arrival: is it over the first card's title yet, and how opaque.
  const arrival = stack.evaluate((deck) => {
    const [first, second] = [...deck.querySelectorAll<HTMLElement>('[data-stack-card]')];
    const frames: { over: boolean; opacity: number }[] = [];
    return new Promise<typeof frames>((done) => {
      const sample = () => {
        const title = first?.querySelector('h3')?.getBoundingClientRect().bottom ?? 0;
        const over = (second?.getBoundingClientRect().top ?? 0) < title;
        frames.push({ over, opacity: Number(second && getComputedStyle(second).opacity) });
        if (frames.at(-1)?.opacity === 1 || frames.length > 600) done(frames);
        else requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  });
  await goToProgress(page, 0.45);
  await expect(stack).toHaveAttribute('data-visible', '2');
  await expect
    .poll(async () => (await cardOpacities(page)).map((value) => value > 0.5))
    .toEqual([true, true, false]);
  // Not see-through where it covers words: its text never shows over the first card's.
  const covering = (await arrival).filter((frame) => frame.over);
  expect(covering.length).toBeGreaterThan(0);
  expect(Math.min(...covering.map((frame) => frame.opacity))).toBeGreaterThan(0.8);

  await goToProgress(page, 0.8);
  await expect(stack).toHaveAttribute('data-visible', '3');
  // Each card opaque (those behind are dimmed, never see-through), the newest on top and in view.
  await expect.poll(() => cardOpacities(page)).toEqual([1, 1, 1]);
  await expect(page.locator('[data-stack-card="2"]')).toBeInViewport();

  // Scrolling back up takes the cards off again.
  await goToProgress(page, 0.1);
  await expect(stack).toHaveAttribute('data-visible', '1');
});

test('before the client each card pins where the client will show it, and one is in view all through the run', async ({
  page,
}) => {
  const scripts = await holdPageScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Native scrolling: each position is laid out as it is read.
  const pinned = await page.locator('#our-approach').evaluate((stack) =>
    [0.1, 0.45, 0.8, 0.95, 1.2].map((progress) => {
      const run = 2 * window.innerHeight;
      window.scrollTo(0, stack.getBoundingClientRect().top + window.scrollY + progress * run);
      return [...stack.querySelectorAll('.why-card')].filter((card) => {
        const { top, bottom } = card.getBoundingClientRect();
        return top <= Number.parseFloat(getComputedStyle(card).top) + 1 && bottom > 0;
      }).length;
    }),
  );
  // As the client shows them above: 1 at 0.1, 2 at 0.45, 3 from 0.8 to the end of the run.
  expect(pinned).toEqual([1, 2, 3, 3, 3]);
  await expect(page.locator('html')).not.toHaveAttribute('data-client');
  scripts.release();
});
