import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import {
  headerOffset,
  mainNav,
  waitForScrollEnd,
  waitForSettledClient,
  wheel,
} from './support/scroll';

const en = copyFor('en');

const topOf = async (page: import('@playwright/test').Page, selector: string) =>
  Math.round((await page.locator(selector).boundingBox())?.y ?? Number.NaN);

test('header links land their target 80px under the top @desktop-only', async ({ page }) => {
  await page.goto('/');
  await waitForSettledClient(page);
  await mainNav(page).getByRole('link', { name: en.navigation.links.contact }).click();
  await waitForScrollEnd(page);
  await expect.poll(() => topOf(page, '#contact')).toBe(80);
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact')).toBeFocused();

  // The header hid on the way down; a small scroll up brings it back for the next link.
  await wheel(page, -40);
  await expect(page.locator('#site-header')).toHaveAttribute('data-hidden', 'false');
  await mainNav(page).getByRole('link', { name: en.navigation.links.testimonials }).click();
  await waitForScrollEnd(page);
  await expect.poll(() => topOf(page, '#testimonials')).toBe(80);
});

// Every call to action links to #contact (sections.spec) and glides there the same way.
test('Start Your Project scrolls smoothly to the contact form', async ({ page }) => {
  const offset = headerOffset(page);
  await page.goto('/');
  await waitForSettledClient(page);
  const positions: number[] = [];
  await page.exposeFunction('recordScroll', (y: number) => positions.push(y));
  await page.evaluate(() =>
    window.addEventListener('scroll', () =>
      (window as unknown as { recordScroll: (y: number) => void }).recordScroll(window.scrollY),
    ),
  );
  await page.locator('#hero').getByRole('link', { name: en.actions.startProject }).click();
  await waitForScrollEnd(page);
  await expect.poll(() => topOf(page, '#contact')).toBe(offset);
  // Smooth: the page glided down through positions on its way, not one jump. How many depends
  // on how many frames a busy machine draws in the glide, so only the shape is asserted: a few
  // positions between the start and the end, each further down than the one before.
  const end = await page.evaluate(() => window.scrollY);
  const between = positions.filter((y) => y > 0 && y < end);
  expect(between.length, `scroll positions on the way: ${positions.join(', ')}`).toBeGreaterThan(1);
  expect(between).toEqual([...between].sort((a, b) => a - b));
});
