// The bench's runtime figures through Playwright: main-thread time at rest and over a wheel scroll, and interactions' latency at 4x CPU.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type CDPSession, chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts';

const SETTLED = 'html[data-client="settled"]';
const [WIDE, NARROW] = [1440, 375];
const IDLE_MS = 10_000;
const WHEEL = { steps: 20, deltaY: 300, everyMs: 100, settleMs: 1000 };
export const FRAMES_MOVED = 'frames the page moved in';
const ON_SCREEN_SETTLE_MS = 1000;

// Controls by hooks that hold in every language, each brought on screen first (as a visitor scrolls before acting).
const STEPS: [name: string, widths: number[], control: string, act: (control: Locator, page: Page) => Promise<unknown>][] = [
  ['open the menu', [NARROW], 'button[aria-controls="mobile-menu"][aria-expanded="false"]', (button) => button.click()],
  ['dark theme', [WIDE, NARROW], '[data-theme-choice="dark"] >> visible=true', (button) => button.first().click()],
  ['close the menu (Escape)', [NARROW], 'body', (_, page) => page.keyboard.press('Escape')],
  ['open a FAQ item', [WIDE, NARROW], '#faq-trigger-1', (button) => button.click()],
  ['invalid contact submit', [WIDE, NARROW], '#contact form button[type="submit"]', (button) => button.click()],
  ['type 5 characters', [WIDE, NARROW], '#contact-full-name', (field) => field.pressSequentially('Ada L', { delay: 50 })],
];

type Recorder = () => PerformanceEntry[];

/** A settled page that records Event Timing entries over 16 ms and counts its scroll events (one a frame while it moves). */
const open = async (browser: Browser, url: string, width: number, notes: Set<string>, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') => {
  const context = await browser.newContext({ viewport: { width, height: width === WIDE ? 900 : 812 }, reducedMotion });
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  await context.addInitScript(() => {
    const entries: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    Reflect.set(window, 'benchEvents', (() => entries.concat(observer.takeRecords())) satisfies Recorder);
    let scrolls = 0;
    addEventListener('scroll', () => (scrolls += 1), { passive: true });
    Reflect.set(window, 'benchScrolls', () => scrolls);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const cdp = await context.newCDPSession(page);
  await Promise.all([cdp.send('Performance.enable'), page.goto(url)]);
  const settled = Boolean(await page.waitForSelector(SETTLED, { state: 'attached', timeout: 20_000 }).catch(() => false));
  if (!settled) notes.add(`${url} never showed ${SETTLED}: its interactions are not measured (another site, for one)`);
  return { page, cdp, settled, close: () => context.close() };
};

const taskTime = async (cdp: CDPSession, work: () => Promise<unknown>) => {
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
  };
  const before = await read();
  await work();
  const after = await read();
  return ['TaskDuration', 'ScriptDuration'].map((name) => after(name) - before(name)) as [number, number];
};

const latency = async (page: Page, control: Locator, act: () => Promise<unknown>) => {
  await control.first().scrollIntoViewIfNeeded();
  await sleep(ON_SCREEN_SETTLE_MS);
  const mark = await page.evaluate(() => performance.now());
  await act();
  return page.evaluate(async (mark) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))));
    const own = (Reflect.get(window, 'benchEvents') as Recorder)().filter((entry) => Reflect.get(entry, 'interactionId') > 0 && entry.startTime >= mark);
    return Math.max(0, ...own.map((entry) => entry.duration));
  }, mark);
};

export const measureRuntime = async (url: string, chromeFlags: string[], notes: Set<string>) => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS, ...chromeFlags] });
  const figures: Record<string, number> = {};
  try {
    for (const width of [WIDE, NARROW]) {
      const { page, cdp, settled, close } = await open(browser, url, width, notes);
      [figures[`Idle 10 s: task time (${width} px)`], figures[`Idle 10 s: script time (${width} px)`]] = await taskTime(cdp, () => sleep(IDLE_MS));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (const [name, , selector, act] of STEPS.filter(([, widths]) => settled && widths.includes(width))) {
        const control = page.locator(selector);
        const failed = (error: Error) => notes.add(`could not ${name} at ${width} px: ${error.message.split('\n')[0]}`) && Number.NaN;
        figures[`Latency at 4x CPU: ${name} (${width} px)`] = await latency(page, control, () => act(control, page)).catch(failed);
      }
      await close();
    }
    // Lenis (SCROLL-3) moves the page every frame of a glide, Playwright's Chromium once a step: reduced motion measures the scroll alone.
    for (const [label, reducedMotion] of [
      ['Wheel scroll', 'no-preference'],
      ['Wheel scroll, reduced motion', 'reduce'],
    ] as const) {
      const { page, cdp, close } = await open(browser, url, WIDE, notes, reducedMotion);
      await page.mouse.move(WIDE / 2, 450);
      const scrolls = () => page.evaluate(() => (Reflect.get(window, 'benchScrolls') as () => number)());
      const before = await scrolls();
      [figures[`${label}: task time (${WIDE} px)`], figures[`${label}: script time (${WIDE} px)`]] = await taskTime(cdp, async () => {
        for (let step = 0; step < WHEEL.steps; step += 1) await Promise.all([page.mouse.wheel(0, WHEEL.deltaY), sleep(WHEEL.everyMs)]);
        await sleep(WHEEL.settleMs);
      });
      figures[`${label}: ${FRAMES_MOVED} (${WIDE} px)`] = (await scrolls()) - before;
      await close();
    }
  } finally {
    await browser.close();
  }
  return figures;
};
