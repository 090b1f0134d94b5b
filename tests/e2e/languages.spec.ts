import { expect, type Page, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { followNavLink, gotoHydrated, gotoSettled } from './support/scroll';

const en = copyFor('en');
const de = copyFor('de');

/** Opens the English page and waits until the idle callbacks it asked for have run: the offer
 * decides in one, asked for at hydration or load, both before the client settles; idle callbacks
 * run in the order asked. */
const openAfterIdleWork = async (page: Page) => {
  await gotoSettled(page, '/');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
};

test('each page speaks its language, and its switch names every language in itself @desktop-only', async ({
  page,
}) => {
  // Each page's lang and title are the contract's (seo.test.ts).
  await page.goto('/de/');
  const languages = page.getByRole('banner').getByRole('navigation', { name: de.meta.switchLabel });
  const deutsch = languages.getByRole('link', { name: de.meta.languageName });
  const english = languages.getByRole('link', { name: en.meta.languageName });
  await expect(deutsch).toHaveAttribute('aria-current', 'true');
  await expect(deutsch).toHaveAttribute('lang', 'de');
  await expect(english).not.toHaveAttribute('aria-current', /.*/);
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('hreflang', 'en');
  // A plain link: it works without JavaScript too (followed: the next test).
  await expect(english).toHaveAttribute('href', '/');
});

test('switching language keeps the visitor at the section they were reading', async ({ page }) => {
  await gotoHydrated(page, '/');
  await followNavLink(page, en.navigation.links.testimonials);
  // The header hides while the visitor scrolls down; from the keyboard it shows with the focus.
  const toggle = page.getByRole('button', { name: en.navigation.openMenu });
  if (await toggle.isVisible()) {
    await toggle.focus();
    await toggle.press('Enter');
  }
  const deutsch = page.getByRole('link', { name: de.meta.languageName }).filter({ visible: true });
  await deutsch.focus();
  await deutsch.press('Enter');
  await expect(page).toHaveURL('/de/#testimonials');
  await expect(page.getByRole('heading', { name: de.testimonials.title })).toBeInViewport();
});

test.describe('a visitor whose browser prefers German, on the English page', () => {
  test.use({ locale: 'de-DE' });

  test('is offered the German page once, in German, without anything moving @desktop-only', async ({
    page,
  }) => {
    // It comes with idle-time work, which on a busy machine takes seconds after hydration.
    await openAfterIdleWork(page);
    const offer = page.getByRole('complementary', { name: de.meta.offer.message });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'de');
    // It floats, in the stack over Schedule a Call: the page under it does not move.
    await expect(page.locator('.floating-stack').filter({ has: offer })).toHaveCSS(
      'position',
      'fixed',
    );
    await offer.getByRole('button', { name: de.meta.offer.dismiss }).click();
    await expect(offer).toBeHidden();
    await openAfterIdleWork(page);
    await expect(offer).toHaveCount(0);
  });

  test('and follows it to the German page @desktop-only', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: de.meta.offer.action }).click();
    await expect(page).toHaveURL('/de/');
  });
});

test('a browser preferring the page’s language is offered none @desktop-only', async ({ page }) => {
  await openAfterIdleWork(page);
  await expect(page.getByRole('complementary', { name: de.meta.offer.message })).toHaveCount(0);
});
