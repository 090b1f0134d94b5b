import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[375, 812], [320, 568], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  let release; const gate = new Promise((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => { await gate; await route.fallback(); });
  await page.goto('http://localhost:4502/', { waitUntil: 'domcontentloaded' });
  const sample = () => page.evaluate(() => {
    const stack = document.getElementById('our-approach');
    const top = stack.getBoundingClientRect().top + scrollY;
    const out = [];
    for (const p of [0.02, 0.15, 0.3, 0.4, 0.6, 0.75, 0.95, 1.1]) {
      scrollTo(0, top + p * 2 * innerHeight);
      const cards = [...stack.querySelectorAll('.why-card')];
      const pinned = cards.filter((c) => c.getBoundingClientRect().top <= parseFloat(getComputedStyle(c).top) + 2 && c.getBoundingClientRect().bottom > 0).length;
      const anyInView = cards.some((c) => { const r = c.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; });
      out.push(`${p}:${stack.dataset.stack === 'on' ? stack.dataset.visible : pinned}${anyInView ? '' : '(EMPTY)'}`);
    }
    return out.join(' ');
  });
  console.log(w, 'static', await sample());
  release();
  await page.waitForFunction(() => document.documentElement.dataset.client);
  await page.waitForTimeout(1500);
  console.log(w, 'client', await page.evaluate(async () => {
    const stack = document.getElementById('our-approach');
    const top = stack.getBoundingClientRect().top + scrollY;
    const out = [];
    for (const p of [0.02, 0.15, 0.3, 0.4, 0.6, 0.75, 0.95, 1.1]) {
      scrollTo(0, top + p * 2 * innerHeight);
      await new Promise((r) => setTimeout(r, 300));
      out.push(`${p}:${stack.dataset.visible}`);
    }
    return out.join(' ');
  }));
  await page.close();
}
await browser.close();
