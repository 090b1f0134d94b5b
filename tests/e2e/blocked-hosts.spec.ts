import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { fillContact, sendButton, toast, watchForTrouble } from './support/forms';
import { followNavLink, gotoHydrated } from './support/scroll';

// With every third-party host blocked (an ad blocker, a corporate proxy), nothing throws or opens a
// dialog and the page still does its job. How the scheduler and the forms report an unreachable
// provider: scheduler.spec's and lead-safety.spec's failure tests.
const en = copyFor('en');

test('with every third-party host blocked, the FAQ, the navigation and the forms work and nothing throws', async ({
  page,
  context,
}) => {
  await context.route(
    (url) =>
      !['localhost', '127.0.0.1'].includes(url.hostname) || url.pathname.startsWith('/_vercel/'),
    (route) => route.abort('blockedbyclient'),
  );
  const trouble = watchForTrouble(page);
  await gotoHydrated(page, '/');
  await page.locator('#faq-trigger-4').click();
  await expect(page.locator('#faq-panel-4')).toBeVisible();
  await followNavLink(page, en.navigation.links.contact);
  await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await sendButton(page).click();
  await expect(toast(page, en.sendToasts.contactFailure)).toBeVisible();
  await expect(page.getByTestId('floating-schedule').getByRole('button')).toBeEnabled();
  expect(trouble).toEqual([]);
});
