import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { newsletter } from './support/forms';
import { elementsOutsideViewport, horizontalOverflow, targetSizes } from './support/layout';
import { gotoHydrated, jumpTo, menuNav, scrollThroughReveals } from './support/scroll';
import { NOT_FOUND_PATH as MISSING } from './support/servers';
import { standInScheduler } from './support/stand-ins';

const en = copyFor('en');
const de = copyFor('de');

// Target sizes, reflow and zoom. One h1 and no skipped heading level: html-validate's document rules
// (contract/valid-html); the landmarks: axe's best practices (a11y-axe) and the tests that find
// each navigation by its name.

test.describe('structure', () => {
  // A browser that prefers German, so the language offer and its link are measured too.
  test.use({ locale: 'de-DE' });

  test('every interactive element is at least 24x24 px or spaced as WCAG 2.5.8 allows', async ({
    page,
  }) => {
    await standInScheduler(page);
    // Where the floating stack shows, the language offer in it.
    await gotoHydrated(page, '/#features');
    await expect(page.getByRole('link', { name: de.meta.offer.action })).toBeVisible();
    const withOffer = await targetSizes(page);
    expect(withOffer.map((target) => target.name)).toContain(`a "${de.meta.offer.action}"`);
    expect(withOffer.filter((target) => !target.ok)).toEqual([]);

    await page.locator('#newsletter').evaluate((section) => section.scrollIntoView());
    await expect(page.locator('button[data-scheduler="ready"]')).toHaveCount(3);
    // With a toast up, so its close button is measured too.
    await newsletter(page).getByRole('button').click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.hover();
    await expect(toast.getByRole('button', { name: en.toasts.close })).toBeVisible();
    const targets = await targetSizes(page);
    expect(targets.length).toBeGreaterThan(25);
    expect(targets.map((target) => target.name)).toContain(`button "${en.toasts.close}"`);
    expect(targets.filter((target) => !target.ok)).toEqual([]);

    if ((page.viewportSize()?.width ?? 0) < 768) {
      await jumpTo(page, 0); // where the header, hidden on the way down, always shows
      await page.getByRole('button', { name: en.navigation.openMenu }).click();
      const inMenu = await targetSizes(page);
      expect(inMenu.filter((target) => !target.ok)).toEqual([]);
    }
    await page.goto(MISSING);
    const onMissing = await targetSizes(page);
    expect(onMissing.length).toBeGreaterThan(0);
    expect(onMissing.filter((target) => !target.ok)).toEqual([]);
  });
});

test.describe('reflow and zoom', () => {
  test('at 320px nothing scrolls sideways: home, menu open, 404 @mobile-only', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await page.getByRole('button', { name: en.navigation.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await page.goto(MISSING);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await elementsOutsideViewport(page)).toEqual([]);
  });

  test.describe('at 200% zoom of a 1440px window (720 CSS px at 2 device pixels a px)', () => {
    test.use({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });

    test('nothing scrolls sideways, and the menu takes over the links @desktop-only', async ({
      page,
    }) => {
      test.slow();
      await gotoHydrated(page, '/');
      await scrollThroughReveals(page);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await elementsOutsideViewport(page)).toEqual([]);
      await page.getByRole('button', { name: en.navigation.openMenu }).click();
      await expect(menuNav(page)).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.goto(MISSING);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await elementsOutsideViewport(page)).toEqual([]);
    });
  });

  test('with the browser text size doubled (text-only zoom) nothing overflows @desktop-only', async ({
    page,
  }) => {
    // Chromium's font-size setting (what "text size" in browser settings changes): 16px → 32px.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    for (const width of [1440, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', MISSING]) {
        await page.goto(path);
        await expect(page.locator('body')).toHaveCSS('font-size', '34px');
        expect(await horizontalOverflow(page), `${path} at ${width}px`).toBe(0);
        expect(await elementsOutsideViewport(page), `${path} at ${width}px`).toEqual([]);
      }
    }
  });
});
