// Full-page screenshots of the served build (tsx scripts/screenshot.ts [url] [outDir]) per WIDTHS and
// THEMES; reduced motion unless MOTION=1, as a full-page shot does not scroll and nothing would reveal.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';

const url = process.argv[2] ?? 'http://localhost:8080/';
const outDir = process.argv[3] ?? 'screenshots';
const widths = (process.env.WIDTHS ?? '320,375,768,1440').split(',').map(Number);
const themes = (process.env.THEMES ?? 'light,dark').split(',') as ('light' | 'dark')[];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
for (const [width, theme] of widths.flatMap((width) =>
  themes.map((theme) => [width, theme] as const),
)) {
  const page = await browser.newPage({
    viewport: { width, height: width < 768 ? 812 : 900 },
    reducedMotion: process.env.MOTION === '1' ? 'no-preference' : 'reduce',
    colorScheme: theme,
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // Every section drawn, as for a visit to a fragment (`.deferred-layout` draws them near the viewport).
  await page.evaluate(() => document.documentElement.setAttribute('data-lay-out-all', ''));
  const name = `${outDir}/${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}${theme === 'dark' ? '-dark' : ''}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
  console.log(name);
  await page.close();
}
await browser.close();
