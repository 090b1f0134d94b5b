import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { mailOf, newsletterField, subscribeButton, toast } from './support/forms';
import { gotoHydrated } from './support/scroll';
import { consoleErrors, standInEmail } from './support/stand-ins';

const en = copyFor('en');

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/#newsletter');
});

test('an empty or malformed email gets a destructive toast and nothing is sent @desktop-only', async ({
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

  await newsletterField(page).fill('reader@mail');
  await subscribeButton(page).click();
  await expect(toast(page, en.forms.validation.emailInvalid)).toBeVisible();
  await expect(toast(page, en.forms.validation.emailInvalid)).toHaveAttribute('data-type', 'error');
  expect(email.sent).toHaveLength(0);
});

for (const [label, reply, logged] of [
  ['an HTTP error', { status: 403, body: 'Forbidden' }, 'Forbidden'],
  ['a network error', 'network-error', 'Network Error'],
] as const) {
  test(`${label} gives the destructive failure toast, keeps the email and logs it @desktop-only`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await standInEmail(page, reply);
    await newsletterField(page).fill('reader@example.com');
    await subscribeButton(page).click();
    const failure = toast(page, en.sendToasts.newsletterFailure.title);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(en.sendToasts.newsletterFailure.description);
    await expect(failure).toHaveAttribute('data-type', 'error');
    await expect(newsletterField(page)).toHaveValue('reader@example.com');
    await expect.poll(() => errors.some((text) => text.includes(logged))).toBe(true);
    // A second way: the subscription request by email.
    const link = failure.getByRole('link', { name: en.mailFallback.action });
    const mail = mailOf(await link.getAttribute('href'));
    expect(mail).toMatchObject({
      to: siteConfig.email,
      subject: en.mailFallback.newsletter.subject,
    });
    expect(mail.body).toContain('reader@example.com');
  });
}

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
