import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { newsletterField, subscribeButton, toast } from './support/forms';
import { gotoHydrated } from './support/scroll';
import { standInEmail } from './support/stand-ins';

const en = copyFor('en');

// A valid subscription from start to end, and a failed one: lead-safety.spec. Which addresses are
// malformed: unit/form-rules; a malformed one's toast: german.spec.

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/#newsletter');
});

test('an empty email gets a destructive toast, the field is flagged and nothing is sent @desktop-only', async ({
  page,
}) => {
  const email = await standInEmail(page);
  await subscribeButton(page).click();
  await expect(toast(page, en.forms.validation.emailRequired)).toBeVisible();
  await expect(toast(page, en.forms.validation.emailRequired)).toHaveAttribute(
    'data-type',
    'error',
  );
  await expect(newsletterField(page)).toHaveAttribute('aria-invalid', 'true');
  expect(email.sent).toHaveLength(0);
});

test('toasts are announced and fit a 375px screen @mobile-only', async ({ page }) => {
  await standInEmail(page);
  await subscribeButton(page).click();
  const region = page.locator('section[aria-live]');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const box = await toast(page, en.forms.validation.emailRequired).boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
});
