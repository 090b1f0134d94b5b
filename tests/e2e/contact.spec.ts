import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import {
  companyField,
  emailField,
  fillContact,
  mailOf,
  nameField,
  sendButton,
  toast,
} from './support/forms';
import { gotoHydrated } from './support/scroll';
import { consoleErrors, standInEmail } from './support/stand-ins';

const en = copyFor('en');

// A valid request from start to end, for both forms: lead-safety.spec.

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/#contact');
});

test('each validation message shows next to its field, in order, and nothing is sent @desktop-only', async ({
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

  // A name of spaces is still no name.
  await fillContact(page, { name: '   ', email: 'ada@example' });
  await sendButton(page).click();
  await expect(page.locator('#contact-full-name-error')).toHaveText(
    en.forms.validation.fullNameRequired,
  );
  await expect(page.locator('#contact-email-error')).toHaveText(en.forms.validation.emailInvalid);

  // With a name, the malformed email takes focus.
  await fillContact(page, { name: 'Ada Lovelace', email: 'ada lovelace@example.com' });
  await sendButton(page).click();
  await expect(page.locator('#contact-full-name-error')).toBeEmpty();
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('#contact-email-error')).toHaveText(en.forms.validation.emailInvalid);
  await expect(emailInput).toBeFocused();
  expect(email.sent).toHaveLength(0);
});

for (const [label, reply, logged] of [
  ['an HTTP error', { status: 500, body: 'Internal error' }, '500 Internal error'],
  ['a network error', 'network-error', 'Network Error'],
] as const) {
  test(`${label} keeps every field, logs it, and offers the request by email and phone @desktop-only`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await standInEmail(page, reply);
    const typed = { name: 'Jane O’Brien', email: 'jane+leads@example.com', company: 'R&D #1' };
    await fillContact(page, typed);
    await sendButton(page).click();
    const failure = toast(page, en.sendToasts.contactFailure);
    await expect(failure).toContainText(siteConfig.phone);
    await expect(nameField(page)).toHaveValue(typed.name);
    await expect(emailField(page)).toHaveValue(typed.email);
    await expect(companyField(page)).toHaveValue(typed.company);
    await expect(sendButton(page)).toBeEnabled();
    await expect.poll(() => errors.some((text) => text.includes(logged))).toBe(true);
    const link = failure.getByRole('link', { name: en.mailFallback.action });
    const mail = mailOf(await link.getAttribute('href'));
    expect(mail).toMatchObject({ to: siteConfig.email, subject: en.mailFallback.contact.subject });
    const { labels } = en.mailFallback.contact;
    expect(mail.body).toContain(`${labels.fullName}: ${typed.name}`);
    expect(mail.body).toContain(`${labels.email}: ${typed.email}`);
    expect(mail.body).toContain(`${labels.company}: ${typed.company}`);
  });
}
