import { expect, type Locator, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { contact, fillContact, mailOf, nameField, newsletterField, toast } from './support/forms';
import { gotoHydrated, waitForHydration } from './support/scroll';
import { standInEmail } from './support/stand-ins';

const de = copyFor('de');

// The words the client shows on /de/ are German (the prerendered copy, the no-JavaScript note
// included, is the contract's; the scheduler's labels are in scheduler.spec, the menu's in menu.spec).
const BASE = '/de/';

test('the forms say what is missing, thank, and offer the German mail when a send fails @desktop-only', async ({
  page,
}) => {
  await standInEmail(page);
  await gotoHydrated(page, `${BASE}#contact`);
  const send = contact(page, de).getByRole('button', { name: de.contact.submit });
  await send.click();
  await expect(page.locator('#contact-full-name-error')).toHaveText(
    de.forms.validation.fullNameRequired,
  );
  await expect(page.locator('#contact-email-error')).toHaveText(de.forms.validation.emailRequired);
  await fillContact(page, { name: 'Ada Lovelace', email: 'ada@analytical.engines' }, de);
  await send.click();
  await expect(toast(page, de.sendToasts.contactSuccess)).toBeVisible();

  const input = newsletterField(page, de);
  await input.fill('ada@example');
  await input.press('Enter');
  await expect(toast(page, de.forms.validation.emailInvalid)).toBeVisible();
  await input.fill('ada@example.com');
  await input.press('Enter');
  await expect(toast(page, de.sendToasts.newsletterSuccess.title)).toBeVisible();

  // A failed send, on a fresh page: within the rate limit the contact form would answer that first.
  await standInEmail(page, { status: 500, body: 'Quota exceeded' });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForHydration(page);
  await fillContact(page, { name: 'Zoë Ångström', email: 'zoe@example.com' }, de);
  await send.click();
  const failure = toast(page, de.sendToasts.contactFailure);
  await expect(failure).toBeVisible();
  const way = failure.getByRole('link', { name: de.mailFallback.action });
  // It starts under the words, which keep the toast's width (beside them, a phone's title broke mid-word).
  const left = async (box: Locator) => (await box.boundingBox())?.x;
  expect(await left(way)).toBeCloseTo((await left(failure.locator('[data-title]'))) ?? -1, 0);
  const mail = mailOf(await way.getAttribute('href'));
  // Its body, under the German labels: unit/fallback-mail.
  expect(mail).toMatchObject({ to: siteConfig.email, subject: de.mailFallback.contact.subject });
  await expect(nameField(page, de)).toHaveValue('Zoë Ångström');
});
