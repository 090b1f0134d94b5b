// Full-page screenshots of the built site at 375, 768 and 1440 px, for looking at the design.
// Usage: tsx scripts/screenshot.ts [url] [outDir]   (serve the build first: npm run serve)
// Full pages are taken with reduced motion, so every reveal and stacked card is in place (a
// full-page photograph does not scroll, so nothing would reveal); MOTION=1 keeps the motion.
// THEMES=light,dark (the default) takes each width in both colour themes, as the system's setting.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';

const url = process.argv[2] ?? 'http://localhost:8080/';
const outDir = process.argv[3] ?? 'screenshots';
const widths = (process.env.WIDTHS ?? '375,768,1440').split(',').map(Number);
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
  // Sections below the hero are drawn only near the viewport (`.deferred-layout`); a full-page shot
  // would show the others blank, so all are drawn, as for a visit to a fragment.
  await page.evaluate(() => document.documentElement.setAttribute('data-lay-out-all', ''));
  const name = `${outDir}/${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}${theme === 'dark' ? '-dark' : ''}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
  console.log(name);
  await page.close();
}
await browser.close();
