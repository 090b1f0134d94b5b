import { expect, test } from '@playwright/test';
import { notFound } from '../../src/content/not-found';

// Its head (title, noindex, no canonical) is read from 404.html by tests/contract/seo.test.ts.

test('an unknown path gets the 404 page with status 404, a way home and a console record @desktop-only', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/projects/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(notFound.title)).toBeVisible();
  const home = page.getByRole('link', { name: notFound.home });
  await expect(home).toHaveAttribute('href', '/');
  await expect
    .poll(() => messages.some((text) => text.includes('/projects/does-not-exist')))
    .toBe(true);
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#hero')).toBeVisible();
});
