import { expect, test } from '@playwright/test';
import { sectionIds } from '../../src/content/sections';
import { faq, process, testimonials, why } from './support/words';

test.use({ javaScriptEnabled: false });

test('without JavaScript every section shows its copy @desktop-only', async ({ page }) => {
  await page.goto('/');
  for (const id of sectionIds) {
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  for (const card of why.cards) {
    const element = page.getByText(card.body);
    await element.scrollIntoViewIfNeeded();
    await expect(element).toBeVisible();
  }
  for (const step of process.steps) await expect(page.getByText(step.description)).toBeVisible();
  for (const item of faq.items) await expect(page.getByText(item.answer)).toBeVisible();
  for (const item of testimonials.items) await expect(page.getByText(item.content)).toBeVisible();
  await expect(page.locator('[style*="opacity: 0"], [style*="opacity:0"]')).toHaveCount(0);
});
