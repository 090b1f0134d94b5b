import { expect, type Page, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { FIELD_LIMITS, lengthMessage } from '../../src/features/lead-forms/form-rules';
import { draftKey } from '../../src/features/lead-forms/use-session-draft';
import {
  companyField,
  contact,
  emailField,
  fillContact,
  nameField,
  newsletterField,
  sendButton,
  subscribeButton,
  toast,
  watchForTrouble,
} from './support/forms';
import { gotoHydrated, waitForHydration, waitForSettledClient } from './support/scroll';
import { holdPageScripts, standInEmail } from './support/stand-ins';

const en = copyFor('en');

// What the forms do with hostile, repeated, offline or half-typed input (a double click and Enter
// pressed again while a send is on its way: lead-safety.spec). None of it depends on the width, so
// it runs at one.
test.describe('form resilience', { tag: '@desktop-only' }, () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  /** Counts the requests for the toaster's chunk (sonner), serving it or failing it. */
  const watchToaster = async (page: Page, mode: 'serve' | 'fail') => {
    let requests = 0;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('data-sonner-toaster'))
        return route.fulfill({ response });
      requests += 1;
      if (mode === 'fail') return route.abort('blockedbyclient');
      return route.fulfill({ response });
    });
    return () => requests;
  };

  // Not before: budgets.spec (the page fetches exactly its first-load files until it settles).
  test('the toaster is fetched once the visitor starts on a form', async ({ page }) => {
    const requests = await watchToaster(page, 'serve');
    await nameField(page).focus();
    await expect.poll(requests).toBe(1);
    await subscribeButton(page).click();
    await expect(toast(page, en.forms.validation.emailRequired)).toBeVisible();
    expect(requests()).toBe(1);
  });

  test('a form in use before the client gets its toaster as the client comes', async ({ page }) => {
    const requests = await watchToaster(page, 'serve');
    const scripts = await holdPageScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await nameField(page).focus();
    scripts.release();
    await expect.poll(requests, { timeout: 15_000 }).toBe(1);
  });

  test('a toaster that cannot be fetched leaves its messages in a plain announced list', async ({
    page,
  }) => {
    const requests = await watchToaster(page, 'fail');
    await subscribeButton(page).click();
    const list = page.getByRole('region', { name: en.toasts.notifications });
    await expect(list).toContainText(en.forms.validation.emailRequired);
    await expect(list).toHaveAttribute('aria-live', 'polite');
    expect(requests()).toBe(1);
  });

  const storedDraft = (page: Page) =>
    page.evaluate((key) => sessionStorage.getItem(key), draftKey('contact'));

  test('untouched forms store nothing; typing before the draft loads wins', async ({ page }) => {
    await waitForSettledClient(page);
    expect(await storedDraft(page)).toBeNull();

    // A draft from earlier in the session, and a visitor who types before the page is idle.
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ fullName: 'Old', email: 'old@example.com', company: 'Old Co' }),
        ),
      draftKey('contact'),
    );
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0; // the idle moment never comes
    });
    await page.reload();
    await waitForHydration(page);
    await expect(nameField(page)).toHaveValue('');
    await nameField(page).fill('Ada Lovelace');
    await expect
      .poll(() => storedDraft(page))
      .toBe(JSON.stringify({ fullName: 'Ada Lovelace', email: '', company: '' }));
    await expect(emailField(page)).toHaveValue('');
  });

  test('a reload restores the drafts; a successful send clears one', async ({ page }) => {
    await standInEmail(page);
    await fillContact(page, {
      name: 'Zoë Saldaña',
      email: 'zoe@example.com',
      company: 'Avatar Studios',
    });
    await newsletterField(page).fill('ada@example.com');
    await page.reload();
    await waitForHydration(page);
    await expect(newsletterField(page)).toHaveValue('ada@example.com');
    await expect(nameField(page)).toHaveValue('Zoë Saldaña');
    await expect(emailField(page)).toHaveValue('zoe@example.com');
    await expect(companyField(page)).toHaveValue('Avatar Studios');

    await sendButton(page).click();
    await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
    expect(await storedDraft(page)).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expect(nameField(page)).toHaveValue('');
    await expect(companyField(page)).toHaveValue('');
  });

  test('hostile input is sent as plain text or refused with a message', async ({ page }) => {
    const trouble = watchForTrouble(page);
    const email = await standInEmail(page);
    const markup = `<img src=x onerror="alert('xss')"> "quoted" 'single' & <script>alert(1)</script> 🚀`;
    await nameField(page).fill(markup);
    await emailField(page).fill('ada@example.com');
    // 5,000 characters: the field keeps at most its limit.
    await companyField(page).fill('x'.repeat(5000));
    await expect(companyField(page)).toHaveValue('x'.repeat(FIELD_LIMITS.company));
    await sendButton(page).click();
    await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
    const params = email.sent[0]?.template_params as Record<string, string>;
    expect(params.user_name).toBe(markup.slice(0, FIELD_LIMITS.fullName));
    expect(params.message).toBe('x'.repeat(FIELD_LIMITS.company));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    // A script that bypasses maxLength is refused before sending, with a message next to the field.
    await fillContact(page, { name: 'Ada', email: 'ada@example.com' });
    await companyField(page).evaluate((input: HTMLInputElement, long) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, long);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, 'y'.repeat(5000));
    await sendButton(page).click();
    await expect(page.locator('#contact-company-error')).toHaveText(
      lengthMessage(en.forms, 'company'),
    );
    expect(email.sent).toHaveLength(1);
    expect(trouble).toEqual([]);
  });

  test('a bot filling the honeypot gets a fake success and nothing is sent', async ({ page }) => {
    const email = await standInEmail(page);
    const trap = contact(page).locator('input[name="website"]');
    // Out of sight, out of the Tab order, and hidden from assistive technology.
    expect((await trap.boundingBox())?.x ?? 0).toBeLessThan(-1000);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(
      contact(page).locator('[aria-hidden="true"]:has(input[name="website"])'),
    ).toHaveCount(1);
    await expect(contact(page).getByRole('textbox')).toHaveCount(3);
    await fillContact(page, { name: 'Spam Bot', email: 'bot@spam.example' });
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = 'https://cheap-pills.example';
    });
    await sendButton(page).click();
    await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
    await expect(nameField(page)).toHaveValue('');
    expect(email.sent).toHaveLength(0);
  });

  // The specification's failure title stays on each; the advice is the description.
  for (const [what, advice, sentBefore] of [
    ['sending again within the rate limit asks the visitor to wait', en.sendToasts.tooSoon, 1],
    ['offline, a send says so at once', en.sendToasts.offline, 0],
  ] as const) {
    test(`${what}, keeping their text and sending nothing`, async ({ page, context }) => {
      const email = await standInEmail(page);
      await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
      if (sentBefore) {
        await sendButton(page).click();
        await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
        await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
      } else await context.setOffline(true);
      await sendButton(page).click();
      const failure = toast(page, advice);
      await expect(failure).toContainText(en.sendToasts.contactFailure);
      await expect(failure.getByRole('link', { name: en.mailFallback.action })).toBeVisible();
      await expect(nameField(page)).toHaveValue('Ada Lovelace');
      expect(email.sent).toHaveLength(sentBefore);
    });
  }
});
