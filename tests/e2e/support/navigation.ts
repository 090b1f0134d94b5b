import type { Page } from '@playwright/test';
import { copyFor } from '../../../src/content/copy';
import { waitForScrollEnd } from './scroll';

const en = copyFor('en');

/** The header's navigation (from 768 px) and the mobile menu's, by their accessible names. */
export const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: en.navigation.mainNav });
export const menuNav = (page: Page) =>
  page.getByRole('navigation', { name: en.navigation.menuNav });

/**
 * Follows a link of the site's navigation as a visitor at this width does: through the menu where
 * the toggle shows (below 768 px), else from the header's navigation, scrolled to the top first
 * (the header hides while scrolling down). Returns once the scroll has landed: a click on a control
 * the glide is still moving can miss it.
 */
export const followNavLink = async (page: Page, name: string) => {
  const toggle = page.getByRole('button', { name: en.navigation.openMenu });
  if (await toggle.isVisible()) {
    await toggle.click();
    await menuNav(page).getByRole('link', { name }).click();
  } else {
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForScrollEnd(page);
    await mainNav(page).getByRole('link', { name }).click();
  }
  await waitForScrollEnd(page);
};
