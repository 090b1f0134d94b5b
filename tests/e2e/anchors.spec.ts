import { expect, type Page, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { followNavLink, gotoSettled, headerOffset, waitForScrollEnd } from './support/scroll';

const en = copyFor('en');

const topOf = async (page: Page, selector: string) =>
  Math.round((await page.locator(selector).boundingBox())?.y ?? Number.NaN);

// Every call to action links to #contact (sections.spec) and glides there the same way, as the
// site's navigation does (the header's links; below 768px the menu's).
test('Start Your Project glides to the contact form, and a navigation link to its section, each landing under the header', async ({
  page,
}) => {
  const offset = headerOffset(page);
  await gotoSettled(page, '/');
  const positions: number[] = [];
  await page.exposeFunction('recordScroll', (y: number) => positions.push(y));
  await page.evaluate(() => {
    const record = (y: number) =>
      (window as unknown as { recordScroll: (y: number) => void }).recordScroll(y);
    window.addEventListener('scroll', () => record(window.scrollY));
    document
      .getElementById('contact')
      ?.addEventListener('focus', () => record(-1 - window.scrollY), { once: true });
  });
  await page.locator('#hero').getByRole('link', { name: en.actions.startProject }).click();
  await waitForScrollEnd(page);
  await expect.poll(() => topOf(page, '#contact')).toBe(offset);
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact')).toBeFocused();
  // Focus came (recorded as -1 - scrollY) as the glide began, as a native jump moves it: a Tab goes on from there.
  expect(positions.filter((y) => y < 0)).toEqual([-1]);
  // Smooth: the page glided down through positions on its way, not one jump. How many depends
  // on how many frames a busy machine draws in the glide, so only the shape is asserted: a few
  // positions between the start and the end, each further down than the one before.
  const end = await page.evaluate(() => window.scrollY);
  const between = positions.filter((y) => y > 0 && y < end);
  expect(between.length, `scroll positions on the way: ${positions.join(', ')}`).toBeGreaterThan(1);
  expect(between).toEqual([...between].sort((a, b) => a - b));

  await followNavLink(page, en.navigation.links.testimonials);
  await expect.poll(() => topOf(page, '#testimonials')).toBe(offset);
  await expect(page).toHaveURL(/#testimonials$/);

  // The footer's Home goes back to the top, and so does the keyboard: the next Tab is the skip link.
  await page.locator('footer').getByRole('link', { name: en.navigation.links.home }).click();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.navigation.skipToContent })).toBeFocused();
});
