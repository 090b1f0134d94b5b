import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { navLinksOf } from '../../src/content/navigation';
import { fillMessage } from '../../src/lib/utils';
import { gotoSettled, mainNav, wheel } from './support/scroll';

const en = copyFor('en');

// Below 768px the same links live in the mobile menu (menu.spec.ts).
test('the header links to top, contact, testimonials, Ledgique @desktop-only', async ({ page }) => {
  await page.goto('/');
  const links = mainNav(page).getByRole('link');
  await expect(links).toHaveCount(navLinksOf(en).length);
  for (const [index, link] of navLinksOf(en).entries()) {
    await expect(links.nth(index)).toContainText(link.label);
    await expect(links.nth(index)).toHaveAttribute('href', link.href);
    if (link.kind === 'external') {
      await expect(links.nth(index)).toHaveAttribute('target', '_blank');
      await expect(links.nth(index)).toHaveAttribute('rel', /\bnoopener\b/);
    }
  }
});

test('the header turns plain, translucent, hidden and back on the wheel', async ({ page }) => {
  const scrollLogs: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[scroll]')) scrollLogs.push(message.type());
  });
  await gotoSettled(page, '/');
  const header = page.locator('#site-header');
  await expect(header).toHaveAttribute('data-translucent', 'false');
  await expect(header).toHaveAttribute('data-hidden', 'false');

  // A little way down: translucent, still visible (not yet past 100px).
  await wheel(page, 60);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(100);
  await expect(header).toHaveAttribute('data-translucent', 'true');
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header).toHaveCSS('backdrop-filter', /blur/);
  // Scroll events are logged, at debug level only.
  expect(scrollLogs.length).toBeGreaterThan(0);
  expect(new Set(scrollLogs)).toEqual(new Set(['debug']));

  // Further down, past 100px: hidden above the viewport.
  await wheel(page, 700);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-40);

  // Any scroll up brings it back.
  await wheel(page, -120);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);
  await expect(header).toHaveAttribute('data-translucent', 'true');

  // The wordmark scrolls back to the top, where it is plain again.
  const backToTop = fillMessage(en.navigation.backToTop, { name: siteConfig.name });
  await page.getByRole('link', { name: backToTop }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-translucent', 'false');
});
