import { expect, test } from '@playwright/test';
import { followNavLink } from './support/navigation';
import { gotoHydrated, waitForScrollEnd } from './support/scroll';
import { words } from './support/words';

const { en, de } = words;

test('each page speaks its language, and its switch names every language in itself @desktop-only', async ({
  page,
}) => {
  await page.goto('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(de.seo.home.title);
  const languages = page
    .getByRole('banner')
    .getByRole('navigation', { name: de.accessibleLabels.languages });
  const deutsch = languages.getByRole('link', { name: 'Deutsch' });
  const english = languages.getByRole('link', { name: 'English' });
  await expect(deutsch).toHaveAttribute('aria-current', 'true');
  await expect(deutsch).toHaveAttribute('lang', 'de');
  await expect(english).not.toHaveAttribute('aria-current', /.*/);
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(en.seo.home.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain link to the other language’s page @desktop-only', async ({
    page,
  }) => {
    await page.goto('/');
    const languages = page
      .getByRole('banner')
      .getByRole('navigation', { name: en.accessibleLabels.languages });
    await languages.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL('/de/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.hero.title);
  });
});

test('switching language keeps the visitor at the section they were reading', async ({ page }) => {
  await gotoHydrated(page, '/');
  await followNavLink(page, en.copy.navigation.links.testimonials);
  await waitForScrollEnd(page);
  // The header hides while the visitor scrolls down; from the keyboard it shows with the focus.
  const toggle = page.getByRole('button', { name: en.actionLabels.openMenu });
  if (await toggle.isVisible()) {
    await toggle.focus();
    await toggle.press('Enter');
  }
  const deutsch = page.getByRole('link', { name: 'Deutsch' }).filter({ visible: true });
  await deutsch.focus();
  await deutsch.press('Enter');
  await expect(page).toHaveURL('/de/#testimonials');
  await expect(page.getByRole('heading', { name: de.testimonials.title })).toBeInViewport();
});
