import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { formLabels, toastMessages, validationMessages } from '../../src/content/messages';
import { waitForHydration } from './support/scroll';
import { consoleErrors, standInEmail } from './support/stand-ins';

const form = (page: Page) => page.getByRole('form', { name: 'Contact request' });
const field = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });
const submit = (page: Page) => form(page).getByRole('button', { name: /Send request|Submitting/ });

const fill = async (page: Page, values: { name?: string; email?: string; company?: string }) => {
  if (values.name !== undefined) await field(page, /Full name/).fill(values.name);
  if (values.email !== undefined) await field(page, /Email/).fill(values.email);
  if (values.company !== undefined) await field(page, /Company/).fill(values.company);
};

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact');
  await waitForHydration(page);
});

test('each validation message shows next to its field, in order, and nothing is sent', async ({
  page,
}) => {
  const email = await standInEmail(page);
  const name = field(page, /Full name/);
  const emailField = field(page, /Email/);
  await expect(name).toHaveAttribute('required', '');
  await expect(emailField).toHaveAttribute('required', '');

  // Everything empty: the name comes first and takes focus; the email is flagged too.
  await submit(page).click();
  await expect(page.locator('#contact-full-name-error')).toHaveText(
    validationMessages.fullNameRequired,
  );
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', 'contact-full-name-error');
  await expect(name).toBeFocused();
  await expect(page.locator('#contact-email-error')).toHaveText(validationMessages.emailRequired);
  await expect(page.locator('#contact-email-error')).toHaveAttribute('aria-live', 'polite');

  // A name of spaces is still no name.
  await fill(page, { name: '   ', email: 'ada@example' });
  await submit(page).click();
  await expect(page.locator('#contact-full-name-error')).toHaveText(
    validationMessages.fullNameRequired,
  );
  await expect(page.locator('#contact-email-error')).toHaveText(validationMessages.emailInvalid);

  // With a name, the malformed email takes focus.
  await fill(page, { name: 'Ada Lovelace', email: 'ada lovelace@example.com' });
  await submit(page).click();
  await expect(page.locator('#contact-full-name-error')).toBeEmpty();
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('#contact-email-error')).toHaveText(validationMessages.emailInvalid);
  await expect(emailField).toBeFocused();
  expect(email.sent).toHaveLength(0);
});

test('a valid request shows the submitting state, sends the exact payload, then clears the form', async ({
  page,
}) => {
  const email = await standInEmail(page);
  email.hold();
  await fill(page, { name: '  Ada Lovelace ', email: 'ada@analytical.engines' });
  await submit(page).click();

  await expect(submit(page)).toHaveText(formLabels.submitting);
  await expect(submit(page)).toBeDisabled();
  for (const name of [/Full name/, /Email/, /Company/])
    await expect(field(page, name)).toBeDisabled();

  await expect.poll(() => email.sent.length).toBe(1);
  expect(email.sent[0]).toEqual({
    lib_version: expect.any(String),
    user_id: siteConfig.emailjs.publicKey,
    service_id: siteConfig.emailjs.serviceId,
    template_id: siteConfig.emailjs.contactTemplateId,
    template_params: {
      user_name: 'Ada Lovelace',
      user_email: 'ada@analytical.engines',
      message: 'Not provided',
    },
  });

  email.release();
  await expect(page.getByText(toastMessages.contactSuccess)).toBeVisible();
  await expect(submit(page)).toHaveText('Send request');
  await expect(submit(page)).toBeEnabled();
  for (const name of [/Full name/, /Email/, /Company/])
    await expect(field(page, name)).toHaveValue('');
});

test('the company goes into the message', async ({ page }) => {
  const email = await standInEmail(page);
  await fill(page, { name: 'Grace Hopper', email: 'grace@navy.mil', company: 'Eckert–Mauchly' });
  await submit(page).click();
  await expect(page.getByText(toastMessages.contactSuccess)).toBeVisible();
  expect((email.sent[0]?.template_params as Record<string, string>).message).toBe('Eckert–Mauchly');
});

for (const [label, reply, logged] of [
  ['an HTTP error', { status: 500, body: 'Internal error' }, '500 Internal error'],
  ['a network error', 'network-error', 'Network Error'],
] as const) {
  test(`${label} keeps every field, says so and logs it`, async ({ page }) => {
    const errors = consoleErrors(page);
    await standInEmail(page, reply);
    await fill(page, {
      name: 'Ada Lovelace',
      email: 'ada@analytical.engines',
      company: 'Engines Ltd',
    });
    await submit(page).click();
    await expect(page.getByText(toastMessages.contactFailure)).toBeVisible();
    await expect(field(page, /Full name/)).toHaveValue('Ada Lovelace');
    await expect(field(page, /Email/)).toHaveValue('ada@analytical.engines');
    await expect(field(page, /Company/)).toHaveValue('Engines Ltd');
    await expect(submit(page)).toBeEnabled();
    await expect.poll(() => errors.some((text) => text.includes(logged))).toBe(true);
  });
}
