import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { gotoSettled, waitForScrollEnd, wheel } from './support/scroll';
import { standInScheduler } from './support/stand-ins';

const en = copyFor('en');

/** What the page did in a 3 s window, by Chromium's own counters: time spent in its scripts (a frame
 * loop, a timer, an idle or observer callback, any listener), style recalculations and layouts, and
 * the animations still running at its end. */
const workIn3Seconds = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const counters = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return [value('ScriptDuration'), value('RecalcStyleCount'), value('LayoutCount')];
  };
  const before = await counters();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const [scriptSeconds = 0, styles = 0, layouts = 0] = (await counters()).map(
    (value, index) => value - (before[index] ?? 0),
  );
  await cdp.detach();
  const animations = await page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
  );
  return { scriptMicroseconds: Math.round(scriptSeconds * 1e6), styles, layouts, animations };
};

/** Waits for a 3 s window in which the page does nothing at all: left-over work may fill a window
 * or two; anything that keeps running fills them all, and the test fails. */
const expectAtRest = async (page: Page) => {
  await expect
    .poll(() => workIn3Seconds(page), { timeout: 30_000, intervals: [0] })
    .toEqual({ scriptMicroseconds: 0, styles: 0, layouts: 0, animations: 0 });
};

// Where each glide lands, the header and the scroll log are anchors.spec's and header.spec's.
test('at rest the page does nothing; a link, the wheel and the keyboard wake smooth scrolling', async ({
  page,
}) => {
  test.slow();
  await standInScheduler(page);
  await gotoSettled(page, '/');
  await expect(page.locator('html')).toHaveClass(/\blenis\b/);
  await expectAtRest(page);
  const scrollY = () => page.evaluate(() => window.scrollY);

  await page.locator('#hero').getByRole('link', { name: en.actions.startProject }).click();
  await waitForScrollEnd(page);
  const afterLink = await scrollY();
  expect(afterLink).toBeGreaterThan(1000);
  await expectAtRest(page);

  await wheel(page, 400);
  const afterWheel = await scrollY();
  expect(afterWheel).toBeGreaterThan(afterLink + 300);
  await expectAtRest(page);

  await page.keyboard.press('PageUp');
  await waitForScrollEnd(page);
  expect(await scrollY()).toBeLessThan(afterWheel - 100);
  await expectAtRest(page);
});

test("Cal.com's published embed adds no work at rest and still follows a theme switch @desktop-only", async ({
  page,
}) => {
  test.slow();
  await standInScheduler(page, 'published');
  await gotoSettled(page, '/');
  const { namespace } = siteConfig.scheduler;
  type Api = ((...args: unknown[]) => unknown) & { instance?: unknown };
  type Cal = { ns: Record<string, Api> };
  await page.waitForFunction(
    (ns) => Boolean((window as unknown as { Cal?: Cal }).Cal?.ns?.[ns]?.instance),
    namespace,
  );
  // Left alone, embed.js would check the page's colour scheme every 50 ms.
  await expectAtRest(page);

  // What the embed is told from now on, recorded on its way in.
  await page.evaluate((ns) => {
    const cal = (window as unknown as { Cal: Cal }).Cal;
    const api = cal.ns[ns] as Api;
    const told: unknown[][] = [];
    Object.assign(window, { __told: told });
    cal.ns[ns] = Object.assign((...args: unknown[]) => {
      told.push(args);
      return api(...args);
    }, api);
  }, namespace);
  const themeSwitch = page.locator('#site-header').getByRole('group', { name: en.theme.group });
  await themeSwitch.first().getByRole('button', { name: en.theme.dark }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __told: unknown[][] }).__told))
    .toContainEqual(['ui', { colorScheme: 'dark' }]);
});

test('a native scroll ends when its scroll events stop, even after one that moved nothing @desktop-only', async ({
  page,
}) => {
  await gotoSettled(page, '/');
  // A native scroll, then a scroll event at the same place (as when the page grows under the
  // viewport): Lenis alone would keep the page marked as scrolling for good.
  // The mark can come and go between two polls: the page reports that it was set.
  const marked = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const html = document.documentElement;
        new MutationObserver((_, observer) => {
          if (!html.classList.contains('lenis-scrolling')) return;
          observer.disconnect();
          resolve(true);
        }).observe(html, { attributeFilter: ['class'] });
        setTimeout(() => resolve(false), 5_000);
        window.scrollBy(0, 600);
        window.addEventListener('scroll', () => window.dispatchEvent(new Event('scroll')), {
          once: true,
        });
      }),
  );
  expect(marked).toBe(true);
  await expect(page.locator('html')).not.toHaveClass(/\blenis-scrolling\b/);
});
