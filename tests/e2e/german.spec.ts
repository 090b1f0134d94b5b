import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { fillMessage } from '../../src/lib/utils';
import { toast } from './support/forms';
import { gotoHydrated } from './support/scroll';
import { standInEmail, standInScheduler } from './support/stand-ins';
import { words } from './support/words';

// The journeys whose words depend on the language, on the German page: what the English ones
// check in contact, newsletter, lead-safety, no-javascript, menu and scheduler, here in German.
const de = words.de;
const BASE = '/de/';

const contactForm = (page: Page) => page.getByRole('form', { name: de.formLabels.contact });
const field = (page: Page, name: 'fullName' | 'email' | 'company') =>
  contactForm(page).getByRole('textbox', { name: new RegExp(de.contact.fields[name].label) });
const newsletterForm = (page: Page) => page.getByRole('form', { name: de.formLabels.newsletter });

/** What a mail app reads from a `mailto:` link. */
const mailOf = (href: string | null) => {
  const [address = '', query = ''] = (href ?? '').replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query);
  return { to: address, subject: params.get('subject'), body: params.get('body') ?? '' };
};

test('the contact form says what is missing, in German @desktop-only', async ({ page }) => {
  const email = await standInEmail(page);
  await gotoHydrated(page, `${BASE}#contact`);
  await contactForm(page).getByRole('button', { name: de.contact.submit }).click();
  await expect(page.locator('#contact-full-name-error')).toHaveText(
    de.validationMessages.fullNameRequired,
  );
  await expect(page.locator('#contact-email-error')).toHaveText(
    de.validationMessages.emailRequired,
  );
  await field(page, 'fullName').fill('Ada Lovelace');
  await field(page, 'email').fill('ada lovelace@example.com');
  await contactForm(page).getByRole('button', { name: de.contact.submit }).click();
  await expect(page.locator('#contact-email-error')).toHaveText(de.validationMessages.emailInvalid);
  expect(email.sent).toHaveLength(0);
});

test('a sent request says thank you in German, the payload keeps its English contract @desktop-only', async ({
  page,
}) => {
  const email = await standInEmail(page);
  await gotoHydrated(page, `${BASE}#contact`);
  await field(page, 'fullName').fill('Ada Lovelace');
  await field(page, 'email').fill('ada@analytical.engines');
  await contactForm(page).getByRole('button', { name: de.contact.submit }).click();
  await expect(toast(page, de.toastMessages.contactSuccess)).toBeVisible();
  expect(email.sent[0]?.template_params).toEqual({
    user_name: 'Ada Lovelace',
    user_email: 'ada@analytical.engines',
    message: 'Not provided',
  });
});

test('a failed request offers the German mail with what was typed @desktop-only', async ({
  page,
}) => {
  await standInEmail(page, { status: 500, body: 'Quota exceeded' });
  await gotoHydrated(page, `${BASE}#contact`);
  await field(page, 'fullName').fill('Zoë Ångström');
  await field(page, 'email').fill('zoe@example.com');
  await contactForm(page).getByRole('button', { name: de.contact.submit }).click();
  const failure = toast(page, de.toastMessages.contactFailure);
  await expect(failure).toBeVisible();
  const mail = mailOf(
    await failure.getByRole('link', { name: de.sendFallback.action }).getAttribute('href'),
  );
  expect(mail.to).toBe(siteConfig.email);
  expect(mail.subject).toBe(de.sendFallback.contact.subject);
  expect(mail.body).toContain(`${de.sendFallback.contact.labels.fullName}: Zoë Ångström`);
  expect(mail.body).toContain(
    `${de.sendFallback.contact.labels.company}: ${de.sendFallback.contact.companyNotProvided}`,
  );
  await expect(field(page, 'fullName')).toHaveValue('Zoë Ångström');
});

test('the newsletter answers in German @desktop-only', async ({ page }) => {
  await standInEmail(page);
  await gotoHydrated(page, `${BASE}#newsletter`);
  const input = newsletterForm(page).getByRole('textbox');
  await input.fill('ada@example');
  await input.press('Enter');
  await expect(toast(page, de.validationMessages.emailInvalid)).toBeVisible();
  await input.fill('ada@example.com');
  await input.press('Enter');
  await expect(toast(page, de.toastMessages.newsletterSuccess.title)).toBeVisible();
});

test('the menu opens and closes in German @mobile-only', async ({ page }) => {
  await gotoHydrated(page, BASE);
  await page.getByRole('button', { name: de.actionLabels.openMenu }).click();
  const menu = page.getByRole('navigation', { name: de.accessibleLabels.menuNav });
  await expect(menu.getByRole('link', { name: de.copy.navigation.links.contact })).toBeVisible();
  await page.getByRole('button', { name: de.actionLabels.closeMenu }).click();
  await expect(menu).toBeHidden();
});

test('the scheduler says it is loading in German @desktop-only', async ({ page }) => {
  const scheduler = await standInScheduler(page, 'hold');
  await gotoHydrated(page, BASE);
  const floating = page.getByTestId('floating-schedule').getByRole('button');
  await expect(floating).toHaveText(de.actionLabels.scheduleLoading);
  await expect(floating).toBeDisabled();
  scheduler.release();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each form says, in German, what Send does and how else to reach the agency @desktop-only', async ({
    page,
  }) => {
    await page.goto(BASE);
    const note = fillMessage(de.noScriptFormNote, {
      email: siteConfig.email,
      phone: siteConfig.phone,
    });
    // (Text inside <noscript> is not matched by getByText, so the notes are found by their element.)
    const notes = page.locator('noscript .form-note');
    await expect(notes).toHaveText([note, note]);
    await expect(notes.first()).toBeVisible();
  });
});
