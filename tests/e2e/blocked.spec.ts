import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { fillContact, sendBothForms, sendButton, toast, watchForTrouble } from './support/forms';
import { followNavLink, gotoHydrated } from './support/scroll';
import { consoleErrors, standInEmail, standInScheduler } from './support/stand-ins';

const en = copyFor('en');

// With every third-party host blocked (an ad blocker, a corporate proxy), nothing throws or opens a
// dialog and the page still does its job. How the scheduler and the forms report an unreachable
// provider: scheduler.spec's and lead-safety.spec's failure tests.
test('with every third-party host blocked, the navigation and the forms work and nothing throws', async ({
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
  await followNavLink(page, en.navigation.links.contact);
  await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await sendButton(page).click();
  await expect(toast(page, en.sendToasts.contactFailure)).toBeVisible();
  await expect(page.getByTestId('floating-schedule').getByRole('button')).toBeEnabled();
  expect(trouble).toEqual([]);
});

// Site data blocked (reading either storage throws, as in Chromium and Firefox): storage only
// keeps conveniences (theme, draft, rate limit), so everything still works, the email SDK included.
test('with site data blocked, both forms send once, the theme switches and the scheduler opens @desktop-only', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const area of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, area, {
        configurable: true,
        get: () => {
          throw new DOMException(
            `Failed to read the '${area}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
  const errors = consoleErrors(page);
  const email = await standInEmail(page);
  await standInScheduler(page);
  await gotoHydrated(page, '/#contact');
  expect(await page.evaluate(() => Reflect.has(window, 'localStorage'))).toBe(true);
  await expect(page.evaluate(() => window.sessionStorage.length)).rejects.toThrow('SecurityError');

  await sendBothForms(page);
  expect(email.sent.map((sent) => sent.template_id)).toEqual([
    siteConfig.emailjs.contactTemplateId,
    siteConfig.emailjs.newsletterTemplateId,
  ]);

  await page.evaluate(() => window.scrollTo(0, 0));
  // The header's switch (the menu's has the same buttons, hidden at this width).
  await page.locator('#site-header [data-theme-choice="dark"]:visible').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const schedule = page.getByTestId('floating-schedule').getByRole('button');
  await expect(schedule).toHaveText(en.actions.scheduleCall);
  await schedule.click();
  await expect(page.getByRole('dialog', { name: 'Cal.com booking' })).toBeVisible();

  expect(errors.filter((text) => /network/i.test(text))).toEqual([]);
});
