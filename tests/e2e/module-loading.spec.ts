import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support/scroll';

// The page's modules load after its first contentful paint (scripts/waku-output/defer-hydration.ts), and
// React DOM's client, a chunk the entry imports on its own so that it evaluates in a task of its
// own (src/hydrate-root.ts), is preloaded with them rather than fetched once the entry has run.
test('React DOM’s client is preloaded with the page’s modules, after the first paint @desktop-only', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    // The loader's options name the entry: `entry:"/assets/<entry>.js"`.
    const entry = /\bentry"?:"([^"]+)"/.exec(
      document.getElementById('_R_')?.textContent ?? '',
    )?.[1];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((resource) => /\/assets\/[^/]+\.js$/.test(resource.name))
      .map((resource) => ({
        file: resource.name.split('/').pop() ?? '',
        entry: entry !== undefined && resource.name.endsWith(entry),
        start: resource.startTime,
        end: (resource as PerformanceResourceTiming).responseEnd,
      }));
    return { fcp, scripts };
  });
  expect(timing.fcp).not.toBeNull();
  const [entry] = timing.scripts.filter((script) => script.entry);
  const hydrateRoot = timing.scripts.filter(({ file }) => file.startsWith('hydrate-root-'));
  expect(entry).toBeDefined();
  expect(hydrateRoot).toHaveLength(1);
  // Requested with the entry, not once the entry had arrived and run.
  expect(hydrateRoot[0]?.start ?? Infinity).toBeLessThan(entry?.end ?? 0);
  for (const script of timing.scripts) expect(script.start).toBeGreaterThanOrEqual(timing.fcp ?? 0);
});

test('if React DOM’s client cannot be fetched, the page says so in the console and stays readable @desktop-only', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/\/assets\/hydrate-root-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect.poll(() => errors.some((text) => text.includes('[hydrate]'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-client]')).toHaveCount(0);
});

// Hydration takes the prerendered page as it is: a mismatch anywhere would make React draw the page
// again, replacing its elements. (A Schedule a Call button draws its label again by design when the
// scheduler's status changes: buttons are left out.)
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
