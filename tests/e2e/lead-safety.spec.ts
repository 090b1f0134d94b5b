import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import {
  HELD_SUBMIT_LIMIT_MS,
  SCHEDULER_INIT_TIMEOUT_MS,
  SCHEDULER_READY_AFTER_LOAD_MS,
  SEND_TIMEOUT_MS,
} from '../../src/config/spec';
import { copyFor } from '../../src/content/copy';
import {
  companyField,
  contact,
  emailField,
  nameField,
  newsletter,
  newsletterField,
  sendButton,
  toast,
} from './support/forms';
import { holdPageScripts, multipartFields, standInSendForm } from './support/send-form';
import { consoleErrors, standInEmail } from './support/stand-ins';

const en = copyFor('en');

// No lead lost: the forms before and without the client, sends that always end, and a second way
// to reach the agency when the provider fails. None of it depends on the width.

const FORMS = { contact, newsletter };
/** Waits until the client has taken the form over (src/features/lead-forms/use-send-lifecycle.ts). */
const clientOwns = (page: Page, form: keyof typeof FORMS) =>
  FORMS[form](page)
    .and(page.locator('[data-client]'))
    .waitFor({ state: 'attached', timeout: 15_000 });

/**
 * Opens the page at a form once the client owns it, with the clock under the test's control and
 * the email API's answers held back (release them with `email.release()`).
 */
const openWithAnswersHeld = async (page: Page, form: keyof typeof FORMS) => {
  await page.clock.install();
  const email = await standInEmail(page);
  email.hold();
  await page.goto(`/#${form}`);
  await clientOwns(page, form);
  return email;
};

/** What a mail app reads from a `mailto:` link. */
const mailOf = (href: string | null) => {
  const [address = '', query = ''] = (href ?? '').replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query);
  return { to: address, subject: params.get('subject'), body: params.get('body') ?? '' };
};

test.describe('before the client has taken over @desktop-only', () => {
  test('a contact request is held, nothing goes into the URL, and it is sent once the client is ready', async ({
    page,
  }) => {
    const email = await standInEmail(page);
    const posts = await standInSendForm(page);
    const scripts = await holdPageScripts(page);
    await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
    await nameField(page).fill('Zoë Ångström');
    await emailField(page).fill('zoe@example.com');
    await companyField(page).fill('Fjord & Co');
    await sendButton(page).click();
    await sendButton(page).click(); // pressed twice while waiting: still one request

    await expect(contact(page).getByRole('status')).toHaveText(en.forms.held);
    expect(new URL(page.url()).search).toBe('');
    await expect(nameField(page)).toHaveValue('Zoë Ångström');
    expect(email.sent).toHaveLength(0);

    scripts.release();
    await clientOwns(page, 'contact');
    await expect.poll(() => email.sent.length).toBe(1);
    await expect(toast(page, en.sendToasts.contactSuccess)).toBeVisible();
    expect(email.sent[0]?.template_params).toEqual({
      user_name: 'Zoë Ångström',
      user_email: 'zoe@example.com',
      message: 'Fjord & Co',
    });
    await expect(contact(page).locator('[data-form-status]')).toBeEmpty();
    await expect(nameField(page)).toHaveValue('');
    expect(posts).toHaveLength(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a subscription is held the same way and sent once', async ({ page }) => {
    const email = await standInEmail(page);
    const scripts = await holdPageScripts(page);
    await page.goto('/#newsletter', { waitUntil: 'domcontentloaded' });
    await newsletterField(page).fill('reader@example.com');
    await newsletterField(page).press('Enter');
    await expect(newsletter(page).getByRole('status')).toHaveText(en.forms.held);
    expect(new URL(page.url()).search).toBe('');

    scripts.release();
    await clientOwns(page, 'newsletter');
    await expect.poll(() => email.sent.length).toBe(1);
    await expect(toast(page, en.sendToasts.newsletterSuccess.title)).toBeVisible();
    expect(email.sent[0]?.template_params).toEqual({ email: 'reader@example.com' });
    await expect(newsletterField(page)).toHaveValue('');
  });

  test('a held submit whose client never comes is posted to the provider at the bound, never dropped', async ({
    page,
  }) => {
    await page.clock.install();
    const posts = await standInSendForm(page);
    const scripts = await holdPageScripts(page);
    await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
    await nameField(page).fill('Ada Lovelace');
    await emailField(page).fill('ada@example.com');
    await sendButton(page).click();
    await expect(contact(page).getByRole('status')).toHaveText(en.forms.held);
    expect(posts).toHaveLength(0);

    await page.clock.fastForward(HELD_SUBMIT_LIMIT_MS);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]?.method()).toBe('POST');
    expect(posts[0] && multipartFields(posts[0])).toMatchObject({
      template_id: siteConfig.emailjs.contactTemplateId,
      user_name: 'Ada Lovelace',
      user_email: 'ada@example.com',
    });
    await expect(page).toHaveURL(siteConfig.emailjs.sendFormUrl);
    scripts.release();
  });

  test('what was typed before, and not sent, is the form’s once the client is ready', async ({
    page,
  }) => {
    const email = await standInEmail(page);
    const scripts = await holdPageScripts(page);
    await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
    await nameField(page).fill('Ada Lovelace');
    await emailField(page).fill('ada@example.com');
    scripts.release();
    await clientOwns(page, 'contact');
    await sendButton(page).click();
    await expect(toast(page, en.sendToasts.contactSuccess)).toBeVisible();
    expect(email.sent[0]?.template_params).toMatchObject({ user_name: 'Ada Lovelace' });
  });
});

test.describe('without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts its fields to the provider’s send-form endpoint, nothing in a URL', async ({
    page,
  }) => {
    const posts = await standInSendForm(page);
    await page.goto('/#contact');
    // (Text inside <noscript> is not matched by getByText, so the note is found by its element.)
    const note = contact(page).locator('noscript .form-note');
    await expect(note).toBeVisible();
    await expect(note).toContainText(siteConfig.email);
    await expect(note).toContainText(siteConfig.phone);
    await nameField(page).fill('Ada Lovelace');
    await emailField(page).fill('ada@example.com');
    await companyField(page).fill('Analytical Engines');
    await sendButton(page).click();
    await expect.poll(() => posts.length).toBe(1);
    const post = posts[0];
    expect(post?.method()).toBe('POST');
    expect(post && multipartFields(post)).toEqual({
      service_id: siteConfig.emailjs.serviceId,
      template_id: siteConfig.emailjs.contactTemplateId,
      user_id: siteConfig.emailjs.publicKey,
      user_name: 'Ada Lovelace',
      user_email: 'ada@example.com',
      message: 'Analytical Engines',
      website: '',
    });
    await expect(page).toHaveURL(siteConfig.emailjs.sendFormUrl);
  });

  test('the newsletter posts its address the same way', async ({ page }) => {
    const posts = await standInSendForm(page);
    await page.goto('/#newsletter');
    await newsletterField(page).fill('reader@example.com');
    await newsletterField(page).press('Enter');
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0] && multipartFields(posts[0])).toMatchObject({
      template_id: siteConfig.emailjs.newsletterTemplateId,
      email: 'reader@example.com',
    });
    await expect(page).toHaveURL(siteConfig.emailjs.sendFormUrl);
  });
});

test.describe('sends that always end @desktop-only', () => {
  test('a send that never answers ends in the failure toast at the bound, fields kept; a late answer changes nothing', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const late: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('answered after all')) late.push(message.text());
    });
    const email = await openWithAnswersHeld(page, 'contact');
    await nameField(page).fill('Ada Lovelace');
    await emailField(page).fill('ada@example.com');
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(en.forms.submitting);
    await expect.poll(() => email.sent.length).toBe(1);

    await page.clock.fastForward(SEND_TIMEOUT_MS);
    const failure = toast(page, en.sendToasts.contactFailure);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(`${SEND_TIMEOUT_MS / 1000} seconds`);
    await expect(sendButton(page)).toHaveText(/Send request/);
    await expect(nameField(page)).toHaveValue('Ada Lovelace');
    await expect(emailField(page)).toBeEnabled();
    await expect
      .poll(() => errors.some((text) => text.includes('Network Error (no answer within 15 s)')))
      .toBe(true);

    // The stalled request is answered after all: nothing contradicts the toast on screen...
    email.release();
    await expect.poll(() => late.length).toBe(1);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(toast(page, en.sendToasts.contactSuccess)).toHaveCount(0);
    // ...and sending the same request again does not send it twice: it is reported as arrived.
    await sendButton(page).click();
    await expect(toast(page, en.sendToasts.contactSuccess)).toBeVisible();
    expect(email.sent).toHaveLength(1);
    await expect(nameField(page)).toHaveValue('');
  });

  test('a subscription that never answers ends the same way, the address kept', async ({
    page,
  }) => {
    const email = await openWithAnswersHeld(page, 'newsletter');
    await newsletterField(page).fill('reader@example.com');
    await newsletterField(page).press('Enter');
    await expect.poll(() => email.sent.length).toBe(1);

    await page.clock.fastForward(SEND_TIMEOUT_MS);
    const failure = toast(page, en.sendToasts.newsletterFailure.title);
    await expect(failure).toContainText(`${SEND_TIMEOUT_MS / 1000} seconds`);
    await expect(failure.getByRole('link', { name: en.mailFallback.action })).toBeVisible();
    await expect(newsletterField(page)).toHaveValue('reader@example.com');
    await expect(newsletterField(page)).toBeEnabled();
    email.release();
  });

  test('a stalled download of the email SDK ends at the same bound', async ({ page }) => {
    await page.clock.install();
    const email = await standInEmail(page);
    const stalled: (() => void)[] = [];
    // The SDK is a chunk of its own, fetched on the first send: it never arrives.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('EmailJSResponseStatus')) {
        await route.fulfill({ response });
        return;
      }
      await new Promise<void>((resolve) => stalled.push(resolve));
      await route.abort();
    });
    await page.goto('/#contact');
    await clientOwns(page, 'contact');
    await nameField(page).fill('Ada Lovelace');
    await emailField(page).fill('ada@example.com');
    await sendButton(page).click();
    await expect.poll(() => stalled.length).toBe(1);
    await expect(sendButton(page)).toHaveText(en.forms.submitting);

    await page.clock.fastForward(SEND_TIMEOUT_MS);
    await expect(toast(page, en.sendToasts.contactFailure)).toContainText(
      `${SEND_TIMEOUT_MS / 1000} seconds`,
    );
    await expect(sendButton(page)).toHaveText(/Send request/);
    await expect(nameField(page)).toHaveValue('Ada Lovelace');
    expect(email.sent).toHaveLength(0);
    for (const release of stalled) release();
  });
});

test.describe('a second way when the provider fails @desktop-only', () => {
  test('the contact failure toast offers to email the typed request, and gives the phone', async ({
    page,
  }) => {
    await standInEmail(page, { status: 500, body: 'Quota exceeded' });
    await page.goto('/#contact');
    await clientOwns(page, 'contact');
    await nameField(page).fill('Jane O’Brien');
    await emailField(page).fill('jane+leads@example.com');
    await companyField(page).fill('R&D #1');
    await sendButton(page).click();
    const failure = toast(page, en.sendToasts.contactFailure);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(siteConfig.phone);
    const link = failure.getByRole('link', { name: en.mailFallback.action });
    const mail = mailOf(await link.getAttribute('href'));
    expect(mail.to).toBe(siteConfig.email);
    expect(mail.subject).toBe(en.mailFallback.contact.subject);
    expect(mail.body).toContain('Name: Jane O’Brien');
    expect(mail.body).toContain('Email: jane+leads@example.com');
    expect(mail.body).toContain('Company: R&D #1');
    // Reached from the keyboard, like every toast (Alt+T moves focus into the toasts).
    await page.keyboard.press('Alt+T');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-sonner-toaster]') !== null),
      )
      .toBe(true);
    // ...and Tab goes on to the link itself.
    await expect
      .poll(async () => {
        await page.keyboard.press('Tab');
        return page.evaluate(() => document.activeElement?.textContent);
      })
      .toBe(en.mailFallback.action);
    await nameField(page).focus();
    await expect(nameField(page)).toHaveValue('Jane O’Brien');
  });

  test('the newsletter failure toast offers to email the subscription request', async ({
    page,
  }) => {
    await standInEmail(page, 'network-error');
    await page.goto('/#newsletter');
    await clientOwns(page, 'newsletter');
    await newsletterField(page).fill('reader@example.com');
    await newsletterField(page).press('Enter');
    const failure = toast(page, en.sendToasts.newsletterFailure.title);
    await expect(failure).toContainText(en.sendToasts.newsletterFailure.description);
    const link = failure.getByRole('link', { name: en.mailFallback.action });
    const mail = mailOf(await link.getAttribute('href'));
    expect(mail.subject).toBe(en.mailFallback.newsletter.subject);
    expect(mail.body).toContain('reader@example.com');
  });
});

test('a scheduler script that loads but never becomes ready falls back at once, not at the full timeout @desktop-only', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.route(siteConfig.scheduler.embedScriptUrl, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* never initialises */' }),
  );
  await page.goto('/');
  const floating = page.getByTestId('floating-schedule').getByRole('button');
  await expect(floating).toHaveText(en.actions.scheduleLoading);
  await expect(floating).toHaveText(en.actions.scheduleCall, {
    timeout: SCHEDULER_READY_AFTER_LOAD_MS + 10_000,
  });
  // Measured by the page's own clock, from when the script had arrived (it runs right after).
  const { fellBackAt, loadedAt } = await page.evaluate((src) => {
    const [entry] = performance.getEntriesByName(src) as PerformanceResourceTiming[];
    return { fellBackAt: performance.now(), loadedAt: entry?.responseEnd ?? Number.NaN };
  }, siteConfig.scheduler.embedScriptUrl);
  expect(fellBackAt - loadedAt).toBeGreaterThanOrEqual(SCHEDULER_READY_AFTER_LOAD_MS);
  expect(fellBackAt - loadedAt).toBeLessThan(SCHEDULER_INIT_TIMEOUT_MS);
  await expect(floating).toBeEnabled();
  expect(errors.some((text) => text.includes('loaded but was not ready'))).toBe(true);
});
