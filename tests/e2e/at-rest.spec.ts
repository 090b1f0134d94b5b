import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { headerOffset, waitForScrollEnd, waitForSettledClient } from './support/scroll';
import { standInScheduler } from './support/stand-ins';

const en = copyFor('en');

type Work = { frames: number; timers: number; idle: number; observers: number };

/**
 * Counts every callback the page's scripts get from the browser: animation frames, timers, idle
 * callbacks and observers (intersection, resize, mutation). Installed before any script runs.
 */
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

/**
 * What the page did in `ms` milliseconds, measured in the page: its scripts' callbacks, and the
 * browser's own style recalculations and layouts (from the DevTools protocol's counters), and the
 * animations still running at the end. The window is the observation itself, not a wait for
 * something to happen.
 */
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
 * Waits for three seconds in which the page does nothing at all. Work left over from before (a
 * glide ending, a reveal fading in, a one-off timer set at load) may fill a window or two; anything
 * that keeps running (a frame loop, a timer that re-arms, an observer that keeps firing) fills them
 * all, and the test fails.
 */
const expectAtRest = async (page: Page) => {
  await expect
    .poll(() => workDuring(page, 3000), { timeout: 30_000, intervals: [0] })
    .toEqual(NOTHING);
};

const scrollLogs = (page: Page) => {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug' && message.text().startsWith('[scroll]')) {
      logs.push(message.text());
    }
  });
  return logs;
};

test('at rest the page does nothing; a link, the wheel and the keyboard wake smooth scrolling', async ({
  page,
}) => {
  test.slow();
  await countWork(page);
  await standInScheduler(page);
  const logs = scrollLogs(page);
  const offset = headerOffset(page);
  await page.goto('/');
  await waitForSettledClient(page);
  await expect(page.locator('html')).toHaveClass(/\blenis\b/);
  await expectAtRest(page);

  // A link: Lenis glides to the target, logging on the way, lands it under the header, and sleeps.
  await page.locator('#hero').getByRole('link', { name: en.actions.startProject }).click();
  await waitForScrollEnd(page);
  await expect
    .poll(() =>
      page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBe(offset);
  const glide = logs.splice(0);
  expect(glide.length, glide.join('\n')).toBeGreaterThan(2);
  expect(glide.at(-1)).toMatch(/^\[scroll\] \d+px down$/);
  await expectAtRest(page);

  // The wheel: a glide down, logged, and the header hides.
  const beforeWheel = await page.evaluate(() => window.scrollY);
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, 400);
  await waitForScrollEnd(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(beforeWheel + 300);
  expect(logs.splice(0).length).toBeGreaterThan(2);
  await expect(page.locator('#site-header')).toHaveAttribute('data-hidden', 'true');
  await expectAtRest(page);

  // The keyboard scrolls natively: Lenis follows it and logs, and the header shows on the way up.
  const beforeKey = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('PageUp');
  await waitForScrollEnd(page);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(beforeKey - 100);
  expect(logs.splice(0).at(-1)).toMatch(/^\[scroll\] \d+px up$/);
  await expect(page.locator('#site-header')).toHaveAttribute('data-hidden', 'false');
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

test('a native scroll ends when its scroll events stop, even after one that moved nothing', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSettledClient(page);
  // A native scroll, then a scroll event at the same place (as when the page grows under the
  // viewport): Lenis alone would keep the page marked as scrolling for good.
  await page.evaluate(() => {
    window.scrollBy(0, 600);
    window.addEventListener('scroll', () => window.dispatchEvent(new Event('scroll')), {
      once: true,
    });
  });
  await expect(page.locator('html')).toHaveClass(/\blenis-scrolling\b/);
  await expect(page.locator('html')).not.toHaveClass(/\blenis-scrolling\b/);
});
