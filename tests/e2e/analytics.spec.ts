import { expect, test } from '@playwright/test';

test('the analytics script is requested once and the page view carries route and path', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_vercel/insights/script.js')) requests.push(request.url());
  });
  await page.goto('/');
  await expect.poll(() => requests.length).toBe(1);
  await expect(page.locator('script[src="/_vercel/insights/script.js"]')).toHaveCount(1);
  const queued = await page.evaluate(() => (window as unknown as { vaq?: unknown[][] }).vaq ?? []);
  expect(queued).toContainEqual(['pageview', { route: '/', path: '/' }]);
  // Scrolling and using the page does not inject it again.
  await page.mouse.wheel(0, 2000);
  await page.locator('#faq-trigger-3').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('#faq-trigger-3')).toHaveAttribute('aria-expanded', 'true');
  expect(requests).toHaveLength(1);
});
