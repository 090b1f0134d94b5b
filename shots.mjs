import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[375, 812], [1440, 900]]) for (const scheme of ['dark']) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: scheme });
  let release; const gate = new Promise((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => { await gate; await route.fallback(); });
  await page.goto('http://localhost:4502/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => document.fonts.ready);
  for (const p of [0.2, 0.5, 0.8, 1.05]) {
    await page.evaluate((p) => { const s = document.getElementById('our-approach'); scrollTo(0, s.getBoundingClientRect().top + scrollY + p * 2 * innerHeight); }, p);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/work/shots-why/static-${w}-${p}.png` });
  }
  release();
  await page.waitForFunction(() => document.documentElement.dataset.client);
  for (const p of [0.2, 0.5, 0.8, 1.05]) {
    await page.evaluate((p) => { const s = document.getElementById('our-approach'); scrollTo(0, s.getBoundingClientRect().top + scrollY + p * 2 * innerHeight); }, p);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/work/shots-why/client-${w}-${p}.png` });
  }
  await page.close();
}
await browser.close();
