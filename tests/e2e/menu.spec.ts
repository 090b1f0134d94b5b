import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { navLinksOf } from '../../src/content/navigation';
import { fillMessage } from '../../src/lib/utils';
import { gotoHydrated, gotoSettled, jumpTo, mainNav, menuNav, wheel } from './support/scroll';
import { holdPageScripts } from './support/stand-ins';

const en = copyFor('en');
const de = copyFor('de');

// Its keyboard use (Enter, Space, the Tab trap, Escape, a link followed): a11y-keyboard.spec.ts.

/** Whether a link of the page behind the menu can take focus (it cannot while the page is inert). */
const pageBehindTakesFocus = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('main a[href]');
    link?.focus({ preventScroll: true });
    const focused = document.activeElement === link;
    link?.blur();
    return focused;
  });

test.describe('mobile menu @mobile-only', () => {
  test('the toggle opens a full-screen modal menu that takes focus', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: en.navigation.openMenu });
    const logo = page.getByRole('link', {
      name: fillMessage(en.navigation.backToTop, { name: siteConfig.name }),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    const toggleBox = await toggle.boundingBox();
    const logoBox = await logo.boundingBox();
    await toggle.click();

    const close = page.getByRole('button', { name: en.navigation.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = menuNav(page);
    await expect(menu).toBeVisible();
    const box = await page.locator('#mobile-menu').boundingBox();
    expect(box?.width).toBe(375);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(812);
    // A modal dialog, its own bar showing the wordmark and the close button where the header's were.
    await expect(page.locator('#mobile-menu:modal')).toHaveAccessibleName(en.navigation.menuNav);
    expect(await close.boundingBox()).toEqual(toggleBox);
    const barLogo = page.locator('#mobile-menu [aria-hidden="true"]').first();
    await expect(barLogo).toHaveText(siteConfig.name);
    expect(await barLogo.boundingBox()).toEqual(logoBox);
    await expect(menu.getByRole('link')).toContainText([
      ...navLinksOf(en).map((link) => link.label),
      en.meta.languageName,
      de.meta.languageName,
      siteConfig.phone,
      siteConfig.email,
    ]);
    await expect(menu.getByRole('link', { name: en.navigation.links.home })).toBeFocused();
    expect(warnings).toEqual([]);
    // Modal: the page behind is inert (its keyboard use is in a11y-keyboard.spec.ts).
    expect(await pageBehindTakesFocus(page)).toBe(false);
    // On a 320×568 phone all of it fits the screen, the contact lines too.
    await page.setViewportSize({ width: 320, height: 568 });
    const overflow = () =>
      page.locator('#mobile-menu').evaluate((d) => d.scrollHeight - d.clientHeight);
    await expect.poll(overflow).toBe(0);

    // The toggle closes it and keeps focus; the page takes focus again.
    await close.click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await pageBehindTakesFocus(page)).toBe(true);
  });

  test('scrolling stays locked if smooth scrolling starts with the menu open', async ({ page }) => {
    // Idle callbacks wait in a queue the test releases: the menu opens before Lenis starts.
    await page.addInitScript(() => {
      const queue: Array<() => void> = [];
      window.requestIdleCallback = (callback) => queue.push(() => callback({} as IdleDeadline));
      Object.assign(window, {
        releaseIdle: () => {
          for (const callback of queue.splice(0)) callback();
        },
      });
    });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: en.navigation.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
    // Release idle time until Lenis runs: the deferred sections first, one per idle callback.
    await page.evaluate(async () => {
      const release = (window as unknown as { releaseIdle: () => void }).releaseIdle;
      for (let round = 0; round < 200; round += 1) {
        if (document.documentElement.classList.contains('lenis')) return;
        release();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await expect(page.locator('html')).toHaveClass(/\blenis\b/);
    await wheel(page, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Closing the menu releases it, Lenis included.
    await page.getByRole('button', { name: en.navigation.closeMenu }).click();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('page height and place kept under the open menu, smooth scroll locked', async ({ page }) => {
    await gotoSettled(page, '/');
    // Down, then a little up: the header shows again.
    await jumpTo(page, 2600);
    await jumpTo(page, 2400);
    const place = () =>
      page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight]);
    const before = await place();
    expect(before[0]).toBe(2400);
    await page.getByRole('button', { name: en.navigation.openMenu }).click();
    await expect(menuNav(page)).toBeVisible();
    await wheel(page, 800);
    expect(await place()).toEqual(before);
    await page.getByRole('button', { name: en.navigation.closeMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    expect(await place()).toEqual(before);
    await expect(page.locator('main h2').first()).toBeVisible();
  });

  test('widening the window to 768px closes the menu and gives the page back', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: en.navigation.openMenu }).click();
    await expect(menuNav(page)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 812 });
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: en.navigation.openMenu })).toBeHidden();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveCSS('overflow', /hidden|clip/);
    expect(await pageBehindTakesFocus(page)).toBe(true);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('before the client the toggle opens the menu; its close button and a link followed close it (in German)', async ({
    page,
  }) => {
    const scripts = await holdPageScripts(page);
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: de.navigation.openMenu });
    await toggle.click();
    await expect(page.locator('#mobile-menu:modal')).toBeVisible();
    await page.getByRole('button', { name: de.navigation.closeMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: de.navigation.menuNav });
    await menu.getByRole('link', { name: de.navigation.links.contact }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.locator('html')).not.toHaveAttribute('data-client');
    // Open as the client comes: it takes the menu as open.
    await toggle.click();
    scripts.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  });

  test('without JavaScript the toggle leads to the footer navigation', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    await expect(page.getByRole('button', { name: en.navigation.openMenu })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: en.navigation.menuInFooter }).click();
    await expect(page).toHaveURL(/#footer-nav$/);
    const footerNav = page.getByRole('navigation', { name: en.navigation.footerNav });
    await expect(footerNav).toBeInViewport();
    await expect(footerNav.getByRole('link')).toContainText(
      navLinksOf(en).map((link) => link.label),
    );
    const german = copyFor('de').meta.languageName;
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: german }),
    ).toBeInViewport();
    await page.close();
  });
});
