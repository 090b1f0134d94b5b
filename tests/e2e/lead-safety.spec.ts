import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import {
  HELD_SUBMIT_LIMIT_MS,
  SCHEDULER_INIT_TIMEOUT_MS,
  SCHEDULER_READY_AFTER_LOAD_MS,
  SEND_TIMEOUT_MS,
} from '../../src/config/spec';
import { copyFor } from '../../src/content/copy';
import { onOneLine } from '../../src/lib/utils';
import { LEAD_FORMS, mailOf, toast } from './support/forms';
import {
  consoleErrors,
  holdPageScripts,
  multipartFields,
  standInEmail,
  standInSendForm,
} from './support/stand-ins';

// No lead lost: a send from start to end, before and without the client, a failed send that keeps
// what was typed and offers it by email, and sends that always end, at one width.
const en = copyFor('en');

for (const name of Object.keys(LEAD_FORMS) as (keyof typeof LEAD_FORMS)[]) {
  const lead = LEAD_FORMS[name];
  const submit = (page: Page) => lead.form(page).getByRole('button').click();
  /** Waits until the client has taken the form over (src/features/lead-forms/use-lead-form.ts). */
  const clientOwns = (page: Page) =>
    lead
      .form(page)
      .and(page.locator('[data-client]'))
      .waitFor({ state: 'attached', timeout: 15_000 });
  /** Fills and sends the form before the client has come (the page's scripts held back): held. */
  const submitBeforeClient = async (page: Page) => {
    const posts = await standInSendForm(page);
    const scripts = await holdPageScripts(page);
    await page.goto(`/#${name}`, { waitUntil: 'domcontentloaded' });
    await lead.fill(page);
    await submit(page);
    await expect(lead.form(page).getByRole('status')).toHaveText(en.forms.held);
    return { posts, scripts };
  };
  /** Fills and sends the form with the client in charge, the stand-in holding its answer; double-clicked. */
  const sendHeld = async (page: Page) => {
    const email = await standInEmail(page);
    email.hold();
    await page.goto(`/#${name}`);
    await clientOwns(page);
    await lead.fill(page);
    await lead.form(page).getByRole('button').dblclick();
    return email;
  };

  test.describe(`the ${name} form @desktop-only`, () => {
    test('a valid request shows the submitting state, sends the exact payload once, however often pressed, then clears the form', async ({
      page,
    }) => {
      const email = await sendHeld(page);
      await lead
        .kept(page)
        .press('Enter')
        .catch(() => {}); // the field may already be disabled
      const button = lead.form(page).getByRole('button');
      const fields = await lead.form(page).getByRole('textbox').all();
      await expect(button).toHaveText(en.forms.submitting);
      await expect(button).toBeDisabled();
      for (const field of fields) await expect(field).toBeDisabled();
      await expect.poll(() => email.sent.length).toBe(1);
      expect(email.sent[0]).toEqual({
        lib_version: expect.any(String),
        user_id: siteConfig.emailjs.publicKey,
        service_id: siteConfig.emailjs.serviceId,
        template_id: lead.templateId,
        template_params: lead.params,
      });
      email.release();
      const success = toast(page, lead.success);
      await expect(success).toHaveAttribute('data-type', 'success');
      for (const words of lead.successWords) await expect(success).toContainText(words);
      await expect(button).toHaveText(lead.submit);
      await expect(button).toBeEnabled();
      for (const field of fields) await expect(field).toHaveValue('');
      expect(email.sent).toHaveLength(1);
    });

    test('before the client, a submit is held, nothing goes into a URL, and it is sent once the client is ready', async ({
      page,
    }) => {
      const email = await standInEmail(page);
      const { posts, scripts } = await submitBeforeClient(page);
      await submit(page); // pressed again while waiting: still one request
      await expect(lead.kept(page)).toHaveValue(lead.typed);
      expect(email.sent).toHaveLength(0);

      scripts.release();
      await clientOwns(page);
      await expect(toast(page, lead.success)).toBeVisible();
      expect(email.sent.map((sent) => sent.template_params)).toEqual([lead.params]);
      await expect(lead.form(page).locator('[data-form-status]')).toBeEmpty();
      await expect(lead.kept(page)).toHaveValue('');
      expect(posts).toHaveLength(0);
      expect(new URL(page.url()).search).toBe('');
    });

    test('a held submit goes as the visitor leaves before the client, once, and the client then says so', async ({
      page,
    }) => {
      const email = await standInEmail(page);
      const { posts, scripts } = await submitBeforeClient(page);
      // The page hidden, as when the visitor switches away or leaves.
      await page.evaluate(() => {
        Object.defineProperty(document, 'hidden', { value: true, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        Reflect.deleteProperty(document, 'hidden');
      });
      await expect.poll(() => posts.length).toBe(1);
      expect(posts[0] && multipartFields(posts[0])).toMatchObject(lead.params);
      scripts.release();
      await clientOwns(page);
      await expect(toast(page, lead.success)).toBeVisible();
      await expect(lead.kept(page)).toHaveValue('');
      expect([email.sent.length, posts.length]).toEqual([0, 1]);
    });

    test('without JavaScript it posts its fields to the provider’s send-form endpoint and says so', async ({
      browser,
    }) => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      const posts = await standInSendForm(page);
      await page.goto(`/#${name}`);
      // (Text inside <noscript> is not matched by getByText, so the note is found by its element.)
      const note = lead.form(page).locator('noscript .form-note');
      await expect(note).toContainText(siteConfig.email);
      await expect(note).toContainText(onOneLine(siteConfig.phone));
      await expect(note).toBeVisible();
      // The browser itself refuses an address with no dot after its @, as the client does.
      const address = lead.form(page).locator('input[type="email"]');
      await address.fill('ada@x');
      expect(await address.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
      await lead.fill(page);
      await submit(page);
      await expect.poll(() => posts.length).toBe(1);
      expect(posts[0]?.method()).toBe('POST');
      expect(posts[0] && multipartFields(posts[0])).toEqual({
        service_id: siteConfig.emailjs.serviceId,
        template_id: lead.templateId,
        user_id: siteConfig.emailjs.publicKey,
        ...lead.params,
        website: '', // the honeypot
      });
      await expect(page).toHaveURL(siteConfig.emailjs.sendFormUrl);
      await page.close();
    });

    for (const [failing, reply, logged] of [
      ['an HTTP error', { status: 500, body: 'Internal error' }, '500 Internal error'],
      ['a network error', 'network-error', 'Network Error'],
    ] as const) {
      test(`${failing} keeps what was typed, is logged, and offers the request by email`, async ({
        page,
      }) => {
        const errors = consoleErrors(page);
        const email = await standInEmail(page, reply);
        await page.goto(`/#${name}`);
        await clientOwns(page);
        await lead.fill(page);
        await submit(page);
        const failure = toast(page, lead.failure);
        await expect(failure).toHaveAttribute('data-type', 'error');
        await expect(failure).toContainText(lead.failureAdvice);
        await expect(lead.kept(page)).toHaveValue(lead.typed);
        await expect(lead.form(page).getByRole('button')).toBeEnabled();
        await expect.poll(() => errors.some((text) => text.includes(logged))).toBe(true);
        const link = failure.getByRole('link', { name: en.mailFallback.action });
        const mail = mailOf(await link.getAttribute('href'));
        expect(mail).toMatchObject({ to: siteConfig.email, subject: lead.mailSubject });
        expect(mail.body).toContain(lead.typed);
        // Not held back by the rate limit (DEC-8): trying again goes out at once.
        await submit(page);
        await expect.poll(() => email.sent.length).toBe(2);
      });
    }

    test('a send that never answers ends in the failure toast at the bound, what was typed kept', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      const late: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('answered after all')) late.push(message.text());
      });
      await page.clock.install();
      const email = await sendHeld(page);
      await expect(lead.form(page).getByRole('button')).toHaveText(en.forms.submitting);
      await expect.poll(() => email.sent.length).toBe(1);

      await page.clock.fastForward(SEND_TIMEOUT_MS);
      const failure = toast(page, lead.failure);
      await expect(failure).toContainText(`${SEND_TIMEOUT_MS / 1000} seconds`);
      await expect(failure.getByRole('link', { name: en.mailFallback.action })).toBeVisible();
      await expect(lead.kept(page)).toHaveValue(lead.typed);
      await expect(lead.kept(page)).toBeEnabled();
      await expect
        .poll(() => errors.some((text) => text.includes('no answer within 15 s')))
        .toBe(true);

      // Answered after all: nothing contradicts the toast, and the same request sent again is
      // reported as arrived rather than sent twice.
      email.release();
      await expect.poll(() => late.length).toBe(1);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
      await submit(page);
      await expect(toast(page, lead.success)).toBeVisible();
      expect(email.sent).toHaveLength(1);
    });

    test('a held submit whose client never comes is posted to the provider at the bound, never dropped', async ({
      page,
    }) => {
      await page.clock.install();
      const { posts, scripts } = await submitBeforeClient(page);
      expect(posts).toHaveLength(0);
      await page.clock.fastForward(HELD_SUBMIT_LIMIT_MS);
      await expect.poll(() => posts.length).toBe(1);
      expect(posts[0] && multipartFields(posts[0])).toMatchObject({
        template_id: lead.templateId,
        ...lead.params,
      });
      await expect(page).toHaveURL(siteConfig.emailjs.sendFormUrl);
      scripts.release();
    });

    test('a stalled download of the email SDK ends at the send bound', async ({ page }) => {
      await page.clock.install();
      const email = await standInEmail(page);
      const stalled: (() => void)[] = [];
      // The SDK is a chunk of its own, fetched on the first send: it never arrives.
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        const response = await route.fetch();
        if (!(await response.text()).includes('EmailJSResponseStatus'))
          return route.fulfill({ response });
        await new Promise<void>((resolve) => stalled.push(resolve));
        await route.abort();
      });
      await page.goto(`/#${name}`);
      await clientOwns(page);
      await lead.fill(page);
      await submit(page);
      await expect.poll(() => stalled.length).toBe(1);
      await expect(lead.form(page).getByRole('button')).toHaveText(en.forms.submitting);

      await page.clock.fastForward(SEND_TIMEOUT_MS);
      await expect(toast(page, lead.failure)).toContainText(`${SEND_TIMEOUT_MS / 1000} seconds`);
      await expect(lead.kept(page)).toHaveValue(lead.typed);
      expect(email.sent).toHaveLength(0);
      for (const release of stalled) release();
    });
  });
}

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
  await expect(floating).toContainText(en.actions.scheduleCall, {
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
