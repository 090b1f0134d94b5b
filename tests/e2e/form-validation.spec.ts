import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import {
  companyField,
  emailField,
  fillContact,
  nameField,
  newsletterField,
  sendButton,
  subscribeButton,
  toast,
} from './support/forms';
import { gotoHydrated } from './support/scroll';
import { standInEmail } from './support/stand-ins';

const en = copyFor('en');

// What each form says until it is right. A valid request from start to end, and a failed one, for
// both forms: lead-safety.spec. Which addresses are malformed: unit/form-rules; a malformed one's
// toast: german.spec.

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/#contact');
});

test('each validation message shows next to its field, in order, nothing is sent until the form is right @desktop-only', async ({
  page,
}) => {
  const email = await standInEmail(page);
  const name = nameField(page);
  const emailInput = emailField(page);
  await expect(name).toHaveAttribute('required', '');
  await expect(emailInput).toHaveAttribute('required', '');

  // Everything empty: the name comes first and takes focus; the email is flagged too.
  await sendButton(page).click();
  await expect(page.locator('#contact-full-name-error')).toHaveText(
    en.forms.validation.fullNameRequired,
  );
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', 'contact-full-name-error');
  await expect(name).toBeFocused();
  await expect(page.locator('#contact-email-error')).toHaveText(en.forms.validation.emailRequired);
  await expect(page.locator('#contact-email-error')).toHaveAttribute('aria-live', 'polite');

  // With a name (which spaces are not: unit/form-rules), the malformed email takes focus.
  await fillContact(page, { name: 'Ada Lovelace', email: 'ada lovelace@example.com' });
  await sendButton(page).click();
  await expect(page.locator('#contact-full-name-error')).toBeEmpty();
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('#contact-email-error')).toHaveText(en.forms.validation.emailInvalid);
  await expect(emailInput).toBeFocused();
  expect(email.sent).toHaveLength(0);

  // Put right, the rest goes from the keyboard: Tab leads on to the company and Send; Enter sends.
  await emailInput.fill('ada@analytical.engines');
  await page.keyboard.press('Tab');
  await expect(companyField(page)).toBeFocused();
  await page.keyboard.type('Engines Ltd');
  await page.keyboard.press('Tab');
  await expect(sendButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
  expect(email.sent).toHaveLength(1);
});

// Announced and wholly on screen (at 375px too); the next answer takes its place; nothing is sent.
test('an empty newsletter email gets one destructive toast at a time', async ({ page }) => {
  const email = await standInEmail(page);
  await subscribeButton(page).click();
  const required = toast(page, en.forms.validation.emailRequired);
  await expect(required).toBeInViewport({ ratio: 1 });
  await expect(required).toHaveAttribute('data-type', 'error');
  await expect(page.locator('section[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await expect(newsletterField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(newsletterField(page)).toHaveAccessibleDescription(
    en.forms.validation.emailRequired,
  );
  expect(email.sent).toHaveLength(0);
  // Each answer takes the place of the form's last one at once (read, not waited for: they expire).
  const shown = () =>
    page.locator('[data-sonner-toast]:not([data-removed="true"])').allTextContents();
  await newsletterField(page).fill('ada@x');
  await subscribeButton(page).click();
  await expect(toast(page, en.forms.validation.emailInvalid)).toBeVisible();
  expect(await shown()).toEqual([en.forms.validation.emailInvalid]);
  await newsletterField(page).fill('ada@example.com');
  await subscribeButton(page).click();
  await expect(toast(page, en.sendToasts.newsletterSuccess.title)).toBeVisible();
  expect(await shown()).toHaveLength(1);
});
