import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { testimonialsContent } from '../../src/content/testimonials';
import { expectNoAxeViolations, undecidedContrastTargets } from './support/axe';
import { contrastFailures, measureTextContrast } from './support/contrast';
import { companyField, fillContact, sendButton } from './support/forms';
import { gotoHydrated } from './support/scroll';
import { NOT_FOUND_PATH as MISSING } from './support/servers';
import { standInEmail, standInScheduler } from './support/stand-ins';
import { THEMES } from './support/themes';

const en = copyFor('en');

// Contrast axe cannot judge, from the pixels: the home and 404 pages at both widths (text wraps over the images
// differently), the states at one; with reduced motion, every element in its final place and colour.
for (const colorScheme of THEMES) {
  test.describe(`contrast that axe cannot judge, measured from the pixels (${colorScheme} theme)`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' });

    for (const path of ['/', MISSING]) {
      test(`text over gradients and images reaches 4.5:1 (3:1 when large) on ${path}`, async ({
        page,
      }) => {
        test.slow();
        await standInScheduler(page);
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        // With reduced motion everything is in place: axe's own findings count here too.
        const undecided = undecidedContrastTargets(await expectNoAxeViolations(page));
        expect(undecided.length).toBeGreaterThan(0);
        const measured = await measureTextContrast(
          page,
          undecided.map((selector) => page.locator(selector)),
        );
        expect(contrastFailures(measured)).toEqual([]);
        if (path === '/') {
          // The hard cases are among them: the hero, the Why cards on ink, the quotes over images.
          const texts = measured.map((result) => result.text).join(' | ');
          const quote = testimonialsContent(en).items[0]?.content ?? '';
          for (const text of [en.hero.title, en.why.cards.promise.headline, quote])
            expect(texts).toContain(text);
        }
      });
    }

    test('as first seen, and disabled but legible: Loading... Schedule a Call, then a contact request on its way, and the placeholders @desktop-only', async ({
      page,
    }) => {
      const scheduler = await standInScheduler(page, 'hold');
      const email = await standInEmail(page);
      await gotoHydrated(page, '/');
      // Loading… and disabled, as scheduler.spec sees them; as first seen, axe finds nothing either.
      await expect(page.locator('button[data-scheduler="loading"]:disabled')).toHaveCount(3);
      await expectNoAxeViolations(page);
      // The floating button is measured on its own: for the others it is an overlay to look past.
      // Each button's words are in its label (a span kept as wide as the wider word).
      const floating = page.getByTestId('floating-schedule').locator('button > span');
      const inPage = page.locator('main button[data-scheduler] > span');
      const placeholders = page.locator('input[placeholder]:not([tabindex="-1"])');
      await expect(placeholders).toHaveCount(4);
      const whileLoading = [
        ...(await measureTextContrast(page, await inPage.all())),
        ...(await measureTextContrast(page, [floating])),
        ...(await measureTextContrast(page, await placeholders.all(), { placeholder: true })),
      ];
      expect(whileLoading).toHaveLength(7);
      expect(contrastFailures(whileLoading)).toEqual([]);
      scheduler.release();

      email.hold();
      await fillContact(page, { name: 'Ada Lovelace', email: 'ada@analytical.engines' });
      await sendButton(page).click();
      await expect(sendButton(page)).toBeDisabled();
      await expect(companyField(page)).toBeDisabled();
      const whileSubmitting = [
        ...(await measureTextContrast(page, [sendButton(page)])),
        ...(await measureTextContrast(page, [companyField(page)], { placeholder: true })),
      ];
      expect(contrastFailures(whileSubmitting)).toEqual([]);
      email.release();
      await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
    });
  });
}

test('in forced colours the chosen language and theme keep a ring, and a filled button its edge @desktop-only', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await gotoHydrated(page, '/');
  const header = page.getByRole('banner');
  for (const state of ['current', 'pressed'])
    await expect(header.locator(`[aria-${state}="true"]`).first()).toHaveCSS(
      'outline-style',
      'solid',
    );
  await expect(page.locator('#hero .btn-primary')).toHaveCSS('border-top-style', 'solid');
});
