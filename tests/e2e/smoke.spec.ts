import { expect, test } from '@playwright/test';
import { hero } from '../../src/content/hero';

test('the home page renders its headline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
});
