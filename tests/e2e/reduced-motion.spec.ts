import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { expectStackAsTallAsItsCards } from './support/layout';
import { gotoHydrated, headerOffset } from './support/scroll';

const en = copyFor('en');

test.use({ reducedMotion: 'reduce' });

test('with reduced motion, content is simply there, a state change is there in the same frame, and links jump', async ({
  page,
}) => {
  const scrollLogs: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[scroll]')) scrollLogs.push(message.text());
  });
  await gotoHydrated(page, '/');
  // Nothing transitions: focused, the skip link moves into view; read before any frame is drawn.
  const { top, transitions } = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('a[href="#main"]');
    link?.focus();
    return {
      top: link?.getBoundingClientRect().top ?? -1,
      transitions: document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition).length,
    };
  });
  expect(transitions).toBe(0);
  expect(top).toBeGreaterThanOrEqual(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // No reveal: nothing is hidden, anywhere on the page.
  await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
  await expect(page.locator('#process [data-reveal="process"]').first()).toHaveCSS('opacity', '1');
  // No stack animation: the three cards are laid out one after another, all opaque.
  await expect(page.locator('#our-approach')).toHaveAttribute('data-stack', 'static');
  const opacities = await page
    .locator('#our-approach [data-stack-card]')
    .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity));
  expect(opacities).toEqual(['1', '1', '1']);
  await expectStackAsTallAsItsCards(page);
  // No smooth-scroll inertia: an anchor lands in one step.
  const offset = headerOffset(page);
  await page.locator('#hero').getByRole('link', { name: en.actions.startProject }).click();
  expect(Math.round((await page.locator('#contact').boundingBox())?.y ?? 0)).toBe(offset);
  await expect(page.locator('html')).not.toHaveClass(/lenis/);
  // The native scroll is logged too, with where it went (its batch written by a timer).
  const y = await page.evaluate(() => Math.round(window.scrollY));
  await expect.poll(() => scrollLogs.at(-1)).toBe(`[scroll] ${y}px`);
});
