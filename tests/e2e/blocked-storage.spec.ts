import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { sendBothForms } from './support/forms';
import { gotoHydrated } from './support/scroll';
import { consoleErrors, standInEmail, standInScheduler } from './support/stand-ins';

const en = copyFor('en');

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
