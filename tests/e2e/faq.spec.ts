import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/scroll';
import { faq } from './support/words';

test('the FAQ accordion keeps one answer open or none @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = page.locator('#faq');
  const triggers = section.getByRole('button');
  await expect(triggers).toHaveCount(8);
  const first = triggers.nth(0);
  const second = triggers.nth(1);
  const panel = (index: number) => section.locator(`#faq-panel-${index}`);

  // Initially the first item is open.
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(0)).toBeVisible();
  await expect(panel(0)).toHaveText(faq.items[0]?.answer ?? '');
  for (let index = 1; index < 8; index += 1) await expect(panel(index)).toBeHidden();
  // The answer open from the start does not fade in again when the client takes over.
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
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(section.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('the accordion follows the WAI-ARIA pattern and works from the keyboard @desktop-only', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const trigger = page.locator('#faq-trigger-2');
  await expect(trigger).toHaveAttribute('aria-controls', 'faq-panel-2');
  await expect(trigger).toHaveText(faq.items[2]?.question ?? '');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // The open answer is a region named by its question.
  const region = page.getByRole('region', { name: faq.items[2]?.question });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('id', 'faq-panel-2');
  await page.keyboard.press('Space');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(region).toBeHidden();
});
