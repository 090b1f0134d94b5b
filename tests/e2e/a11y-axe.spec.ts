import { expect, test } from '@playwright/test';
import { locales, pagePath, subPages, workPath } from '../../src/config/locales';
import { copyFor } from '../../src/content/copy';
import { expectNoAxeViolations } from './support/axe';
import { emailField, fillContact, newsletterField, sendButton } from './support/forms';
import { gotoHydrated, gotoSettled, jumpTo, scrollThroughReveals } from './support/scroll';
import { calClickVariantURL } from './support/servers';
import { standInEmail, standInScheduler } from './support/stand-ins';
import { THEMES } from './support/themes';

const en = copyFor('en');

// On the 404 page, on the home page with reduced motion and as first seen, Schedule a Call still
// loading: a11y-contrast.spec.
test.describe('axe-core finds no WCAG 2.2 A/AA or best-practice violation', () => {
  // A browser that prefers German: on the English pages the language offer floats, and is judged too.
  test.use({ locale: 'de-DE' });

  test('in the Why section with its three cards stacked by scrolling', async ({ page }) => {
    await standInScheduler(page);
    await gotoHydrated(page, '/');
    const stack = page.locator('#our-approach');
    const top = await stack.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await jumpTo(page, top + (page.viewportSize()?.height ?? 800) * 1.5);
    await expect(stack).toHaveAttribute('data-visible', '3');
    // The cards ease into the stack (opacity, transform): judge the settled stack, not a card half faded.
    await stack.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await expectNoAxeViolations(page);
  });

  test('with the Cal.com question open (WAKU_PUBLIC_CAL_LOAD=click)', async ({ page }) => {
    await gotoHydrated(page, calClickVariantURL);
    await page.locator('#hero button[data-scheduler]').click();
    await expect(page.getByRole('dialog', { name: en.legal.calConsent.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const colorScheme of THEMES) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      for (const path of ['/', '/de/']) {
        test(`on ${path} scrolled to the bottom and back, every reveal shown`, async ({ page }) => {
          test.slow();
          await standInScheduler(page);
          await gotoHydrated(page, path);
          await scrollThroughReveals(page);
          await expect(page.locator('button[data-scheduler="ready"]').first()).toBeEnabled();
          await expectNoAxeViolations(page);
        });
      }

      test('with the forms showing their errors, then a success and an error toast', async ({
        page,
      }) => {
        test.slow(); // two analyses of the whole page
        await standInEmail(page);
        await gotoHydrated(page, '/#contact');
        await sendButton(page).click();
        await expect(page.locator('#contact-full-name-error')).toHaveText(
          en.forms.validation.fullNameRequired,
        );
        await expectNoAxeViolations(page);

        await fillContact(page, { name: 'Ada Lovelace', email: 'ada@analytical.engines' });
        // Hovered, the expanded toasts stay while axe looks (sonner pauses their timers); the
        // second comes from the keyboard, as a stack of one collapses at each change.
        const toasts = page.locator('[data-sonner-toast]');
        const success = toasts.filter({ hasText: en.sendToasts.contactSuccess });
        const error = toasts.filter({ hasText: en.forms.validation.emailRequired });
        await emailField(page).press('Enter');
        await success.hover();
        await newsletterField(page).press('Enter');
        await expect(error).toBeVisible();
        await error.hover();
        await expect(toasts.first()).toHaveAttribute('data-expanded', 'true');
        await expect(success).toBeVisible();
        await expect(toasts).toHaveCount(2);
        // Sonner's own look follows the page's theme; its close buttons are judged too.
        await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute(
          'data-sonner-theme',
          colorScheme,
        );
        await expect(error.getByRole('button', { name: en.toasts.close })).toBeVisible();
        // Expanding fades the toasts' contents in (0.4s): axe waits for fades to end (support/axe).
        await expectNoAxeViolations(page);
      });

      test('with the menu open @mobile-only', async ({ page }) => {
        await gotoHydrated(page, '/');
        await page.getByRole('button', { name: en.navigation.openMenu }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('on the imprint, the privacy policy and a case study of each language', async ({
        page,
      }) => {
        test.slow();
        const paths = locales.flatMap(({ code }) => [
          ...subPages.map((sub) => pagePath(code, sub)),
          workPath(code, 'nordvik-travel'),
        ]);
        for (const path of paths) {
          await gotoSettled(page, path); // these pages settle too: the work they start, or none
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page, path);
        }
      });
    });
  }
});
