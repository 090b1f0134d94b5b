// Scrolls the built page from top to bottom with the mouse wheel in Chromium (optionally with CPU
// throttling) and prints the long tasks (> 50 ms) seen after hydration, with the scripts they came
// from. A measurement, not a test. Usage: tsx scripts/scroll-trace.ts [url] [--cpu 4]

import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';

type LongTask = { start: number; duration: number; source: string };
/** What Chromium's long-task entries carry beyond PerformanceEntry (not in TypeScript's DOM types). */
type LongTaskEntry = PerformanceEntry & {
  attribution?: { containerSrc?: string; name?: string }[];
};
declare global {
  interface Window {
    __longTasks: LongTask[];
  }
}

const args = process.argv.slice(2);
const url = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:8080/';
const cpuFlag = args.indexOf('--cpu');
const cpu = cpuFlag >= 0 ? Number(args[cpuFlag + 1]) : 4;

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LongTaskEntry[]) {
        window.__longTasks.push({
          start: Math.round(entry.startTime),
          duration: Math.round(entry.duration),
          source: entry.attribution?.[0]?.containerSrc || entry.attribution?.[0]?.name || '',
        });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-client]', { state: 'attached' });
  await page.waitForTimeout(500);
  const hydratedAt = await page.evaluate(() => performance.now());
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.mouse.move(width / 2, 400);
  const started = Date.now();
  let frames = 0;
  while (frames < 400) {
    const atBottom = await page.evaluate(
      () => innerHeight + scrollY >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) break;
    await page.mouse.wheel(0, 240);
    await page.waitForTimeout(16);
    frames += 1;
  }
  await page.waitForTimeout(1000);
  const tasks = await page.evaluate(
    (after) => window.__longTasks.filter((task) => task.start > after),
    hydratedAt,
  );
  const scrolled = await page.evaluate(() => Math.round(scrollY));
  console.log(
    `${width}px, CPU ${cpu}x: scrolled ${scrolled}px in ${frames} wheel steps (${((Date.now() - started) / 1000).toFixed(1)} s); ` +
      `long tasks during scrolling: ${tasks.length}${tasks.length ? ` (longest ${Math.max(...tasks.map((task) => task.duration))} ms)` : ''}`,
  );
  for (const task of tasks) console.log(`  ${task.duration} ms at ${task.start} ms ${task.source}`);
  await page.close();
}
await browser.close();
