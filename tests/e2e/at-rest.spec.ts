import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { waitForScrollEnd, waitForSettledClient } from './support/scroll';
import { standInScheduler } from './support/stand-ins';

const en = copyFor('en');

type Work = { frames: number; timers: number; idle: number; observers: number };

/** Counts every callback the page's scripts get: frames, timers, idle callbacks, observers. */
const countWork = (page: Page) =>
  page.addInitScript(() => {
    const work = { frames: 0, timers: 0, idle: 0, observers: 0 };
    const wait = window.setTimeout.bind(window);
    Object.assign(window, { __work: work, __wait: wait });
    const counted =
      <A extends unknown[]>(kind: keyof typeof work, callback: (...args: A) => void) =>
      (...args: A) => {
        work[kind] += 1;
        callback(...args);
      };
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => frame(counted('frames', callback));
    const idle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => idle(counted('idle', callback), options);
    for (const name of ['setTimeout', 'setInterval'] as const) {
      const schedule = window[name].bind(window) as (...args: unknown[]) => number;
      Object.assign(window, {
        [name]: (handler: unknown, ...rest: unknown[]) =>
          schedule(
            typeof handler === 'function'
              ? counted('timers', handler as (...args: unknown[]) => void)
              : handler,
            ...rest,
          ),
      });
    }
    for (const name of ['IntersectionObserver', 'ResizeObserver', 'MutationObserver'] as const) {
      const Observer = window[name] as unknown as new (
        callback: (...args: unknown[]) => void,
        options?: unknown,
      ) => object;
      Object.assign(window, {
        [name]: class extends Observer {
          constructor(callback: (...args: unknown[]) => void, options?: unknown) {
            super(counted('observers', callback), options);
          }
        },
      });
    }
  });

/** What the page did in `ms` ms: its scripts' callbacks, style recalculations, layouts, animations. */
const workDuring = async (page: Page, ms: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const counters = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return { styles: value('RecalcStyleCount'), layouts: value('LayoutCount') };
  };
  const before = await counters();
  const scripts = await page.evaluate(
    (duration) =>
      new Promise<Work & { animations: number }>((resolve) => {
        const { __work: work, __wait: wait } = window as unknown as {
          __work: Work;
          __wait: typeof setTimeout;
        };
        const start = { ...work };
        wait(
          () =>
            resolve({
              frames: work.frames - start.frames,
              timers: work.timers - start.timers,
              idle: work.idle - start.idle,
              observers: work.observers - start.observers,
              animations: document.getAnimations().filter((a) => a.playState === 'running').length,
            }),
          duration,
        );
      }),
    ms,
  );
  const after = await counters();
  await cdp.detach();
  return {
    ...scripts,
    styles: after.styles - before.styles,
    layouts: after.layouts - before.layouts,
  };
};

const NOTHING = {
  frames: 0,
  timers: 0,
  idle: 0,
  observers: 0,
  animations: 0,
  styles: 0,
  layouts: 0,
};

/**
 * Waits for a 3 s window in which the page does nothing at all: left-over work may fill a window
 * or two; anything that keeps running fills them all, and the test fails.
 */
const expectAtRest = async (page: Page) => {
  await expect
    .poll(() => workDuring(page, 3000), { timeout: 30_000, intervals: [0] })
    .toEqual(NOTHING);
};

// Where each glide lands, the header and the scroll log are anchors.spec's and header.spec's.
test('at rest the page does nothing; a link, the wheel and the keyboard wake smooth scrolling', async ({
  page,
}) => {
  test.slow();
  await countWork(page);
  await standInScheduler(page);
  await page.goto('/');
  await waitForSettledClient(page);
  await expect(page.locator('html')).toHaveClass(/\blenis\b/);
  await expectAtRest(page);
  const scrollY = () => page.evaluate(() => window.scrollY);

  await page.locator('#hero').getByRole('link', { name: en.actions.startProject }).click();
  await waitForScrollEnd(page);
  const afterLink = await scrollY();
  expect(afterLink).toBeGreaterThan(1000);
  await expectAtRest(page);

  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, 400);
  await waitForScrollEnd(page);
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
  await countWork(page);
  await standInScheduler(page, 'published');
  await page.goto('/');
  await waitForSettledClient(page);
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
  await page.goto('/');
  await waitForSettledClient(page);
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
