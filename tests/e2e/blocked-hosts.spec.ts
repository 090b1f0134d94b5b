import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import {
  emailField,
  nameField,
  newsletter,
  newsletterField,
  sendButton,
  watchForTrouble,
} from './support/forms';
import { followNavLink, gotoHydrated, waitForScrollEnd, wheel } from './support/scroll';
import { consoleErrors } from './support/stand-ins';

const en = copyFor('en');

// With every third-party host blocked (an ad blocker, a corporate proxy, a dead link), nothing
// throws or opens a dialog, and each part of the page still does its job. One part a test, so a
// slow machine walks short journeys.

let trouble: string[] = [];
let errors: string[] = [];

test.beforeEach(async ({ page, context }) => {
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  await context.route('**/_vercel/**', (route) => route.abort('blockedbyclient'));
  trouble = watchForTrouble(page);
  errors = consoleErrors(page);
  await gotoHydrated(page, '/');
});

test.afterEach(() => {
  expect(trouble).toEqual([]);
});

test('the scheduler logs its failure and still leads to the booking page @desktop-only', async ({
  page,
}) => {
  const schedule = page.getByTestId('floating-schedule').getByRole('button');
  await expect(schedule).toHaveText(en.actions.scheduleCall);
  await expect(schedule).toBeEnabled();
  await expect.poll(() => errors.some((text) => text.includes('Scheduler failed'))).toBe(true);
});

test('the FAQ, the header and the navigation (the menu below 768px) still work', async ({
  page,
}) => {
  await page.locator('#faq-trigger-4').click();
  await expect(page.locator('#faq-panel-4')).toBeVisible();
  await waitForScrollEnd(page);
  await wheel(page, -200); // scrolling up brings the header back
  await expect(page.locator('#site-header')).toHaveAttribute('data-hidden', 'false');
  await followNavLink(page, 'Testimonials');
  await expect(page.locator('#testimonials')).toBeInViewport();
});

test('the forms say the provider is out of reach, or what to fix, and keep the text @desktop-only', async ({
  page,
}) => {
  await nameField(page).fill('Ada Lovelace');
  await emailField(page).fill('ada@example.com');
  await sendButton(page).click();
  await expect(page.getByText(en.sendToasts.contactFailure)).toBeVisible();
  await expect(nameField(page)).toHaveValue('Ada Lovelace');
  await newsletterField(page).fill('');
  await newsletter(page).getByRole('button').click();
  await expect(page.getByText(en.forms.validation.emailRequired)).toBeVisible();
});
