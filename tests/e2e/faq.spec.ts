import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { faqContent } from '../../src/content/sections';
import { gotoHydrated } from './support/scroll';

// From the keyboard (Enter, Space, the answer as a region named by its question): a11y-keyboard.spec.ts.
const { items } = faqContent(copyFor('en'));

test('the FAQ accordion keeps one answer open or none @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = page.locator('#faq');
  const triggers = section.getByRole('button');
  await expect(triggers).toHaveCount(items.length);
  const [first, second] = [triggers.nth(0), triggers.nth(1)];
  const panel = (index: number) => section.locator(`#faq-panel-${index}`);

  // The first answer is open from the start, and does not fade in again when the client takes over.
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(0)).toBeVisible();
  await expect(panel(0)).toHaveText(items[0]?.answer ?? '');
  for (let index = 1; index < items.length; index += 1) await expect(panel(index)).toBeHidden();
  await expect(panel(0)).toHaveCSS('animation-name', 'none');

  // Opening another closes the first; the answer the visitor opened fades in.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(1)).toBeVisible();
  await expect(panel(1)).toHaveCSS('animation-name', 'faq-open');
  await expect(panel(0)).toBeHidden();

  // Clicking the open item closes it: none open.
  await second.click();
  await expect(section.locator('[aria-expanded="true"]')).toHaveCount(0);
});
