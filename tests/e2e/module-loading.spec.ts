import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/scroll';

// (That the modules load only after the first paint: contract/waku-output.test.ts, every page.)
test('with its modules unfetchable, the page stays readable @desktop-only', async ({ page }) => {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('.js'));
  await page.goto('/');
  await failed;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-client]')).toHaveCount(0);
});

// A hydration mismatch would make React draw the page again, replacing its elements. (A Schedule a
// Call button redraws its label by design when the scheduler's status changes: buttons are left out.)
for (const path of ['/', '/de/', '/no-such-page']) {
  test(`hydrating ${path} keeps every prerendered element @desktop-only`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const elements = [...document.body.querySelectorAll('*')];
        Object.assign(window, {
          prerendered: elements.filter((element) => !element.closest('button')),
        });
      });
    });
    await page.goto(path);
    // The home page marks <html data-client>; the 404 page's one client part logs the missing path.
    if (path === '/no-such-page')
      await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true);
    else await waitForHydration(page);
    const kept = await page.evaluate(() => {
      const { prerendered } = window as unknown as { prerendered: Element[] };
      const detached = prerendered.filter((element) => !element.isConnected);
      return {
        count: prerendered.length,
        detached: detached.map((element) => element.outerHTML.slice(0, 80)),
      };
    });
    expect(kept.count).toBeGreaterThan(path === '/no-such-page' ? 20 : 500);
    expect(kept.detached).toEqual([]);
  });
}
