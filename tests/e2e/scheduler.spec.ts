import { expect, type Page, test } from '@playwright/test';
import { type Locale, localePath, locales } from '../../src/config/locales';
import { bookings, siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { sendBothForms } from './support/forms';
import { followNavLink, gotoHydrated, jumpTo } from './support/scroll';
import { calClickVariantURL } from './support/servers';
import { consoleErrors, standInEmail, standInScheduler } from './support/stand-ins';

const en = copyFor('en');

// Below 768 px it is hidden while the hero's buttons are in view: found all the same.
const floating = (page: Page) =>
  page.getByTestId('floating-schedule').getByRole('button', { includeHidden: true });

test('each Schedule a Call button waits for the widget, then books a call', async ({ page }) => {
  const scheduler = await standInScheduler(page, 'hold');
  // The loader asks for the script at the first idle moment once the client has taken over.
  await gotoHydrated(page, '/');
  const buttons = page.locator('button[data-scheduler]');
  await expect(buttons).toHaveCount(3); // hero, closing banner, floating
  await expect(floating(page)).toHaveText(en.actions.scheduleLoading);
  await expect(floating(page)).toBeDisabled();
  await expect.poll(() => scheduler.requests()).toBe(1);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();

  // The script was asked for only after the page had loaded.
  const afterLoad = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const embed = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('embed.js'));
    return !embed || embed.startTime >= navigation.loadEventStart;
  });
  expect(afterLoad).toBe(true);

  // Each button keeps its box when its word changes: nothing on the page moves (SCHED-1).
  const boxes = async () =>
    Promise.all((await buttons.all()).map((button) => button.boundingBox()));
  const loadingBoxes = await boxes();
  scheduler.release();
  await expect(floating(page)).toHaveText(en.actions.scheduleCall);
  expect(await boxes()).toEqual(loadingBoxes);
  for (const button of await buttons.all()) await expect(button).toBeEnabled();

  // From the keyboard: Enter on one, Space on another. (Below 768 px the floating one shows once the
  // hero's buttons have left: hidden, it takes no focus and the Enter would go to the page.)
  await page.locator('#features').evaluate((section) => section.scrollIntoView());
  await expect(floating(page)).toBeVisible();
  await floating(page).press('Enter');
  const dialogs = page.getByRole('dialog', { name: 'Cal.com booking' });
  await expect(dialogs).toContainText(bookings.en.link);
  await page.locator('#hero button[data-scheduler]').press('Space');
  await expect(dialogs).toHaveCount(2);
  // Set up for the bookings' origin; what the modal is told: theme.spec (and unit/theme-choice).
  expect(await scheduler.calls()).toContainEqual([
    'init',
    'onboarding-call',
    { origin: siteConfig.scheduler.bookingOrigin },
  ]);
});

/** What `open` does when the widget failed: the language's booking page, in a new tab (stood in). */
const expectBookingPageOpenedBy = async (page: Page, locale: Locale, open: () => Promise<void>) => {
  const booking = bookings[locale];
  await page.context().route(`${booking.url}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Book a call</title><h1>Onboarding call</h1>',
    }),
  );
  const popupPromise = page.waitForEvent('popup', { timeout: 15_000 });
  await open();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(booking.url);
  await expect(popup.getByRole('heading')).toHaveText('Onboarding call');
};

for (const { code: locale } of locales) {
  test(`${locale}: if the widget fails, the error is logged and the button opens the language's booking page instead @desktop-only`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await standInScheduler(page, 'fail');
    await gotoHydrated(page, localePath(locale));
    const { scheduleCall, opensInNewTab } = copyFor(locale).actions;
    await expect(floating(page)).toHaveAccessibleName(`${scheduleCall} ${opensInNewTab}`);
    await expect(floating(page)).toBeEnabled();
    await expect.poll(() => errors.some((text) => text.includes('Scheduler failed'))).toBe(true);
    // (With the default configuration both languages book on the same page.)
    await expectBookingPageOpenedBy(page, locale, () => floating(page).click());
  });
}

// The variant built with WAKU_PUBLIC_CAL_LOAD=click (`npm run build:cal-click-variant`).
test.describe('with WAKU_PUBLIC_CAL_LOAD=click', () => {
  const consent = en.legal.calConsent;
  const closingButton = (page: Page) =>
    page.locator('section:has(#closing-title) button[data-scheduler]');

  test('a whole visit asks nothing of another host until Schedule a Call, which asks first, then loads and opens the booking', async ({
    page,
  }) => {
    test.slow();
    const sendUrl = `${siteConfig.emailjs.origin}/api/v1.0/email/send`;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== 'localhost') elsewhere.push(request.url());
    });
    await standInEmail(page);
    const scheduler = await standInScheduler(page, 'hold');
    await gotoHydrated(page, calClickVariantURL);

    // A visit: the theme, the menu (or the header's links), both forms, the end of the page.
    const narrow = (page.viewportSize()?.width ?? 0) < 768;
    if (narrow) await page.getByRole('button', { name: en.navigation.openMenu }).click();
    await page
      .locator(narrow ? '#mobile-menu' : '#site-header')
      .getByRole('button', { name: en.theme.dark })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    if (narrow) await page.keyboard.press('Escape');
    await followNavLink(page, en.navigation.links.contact);
    await sendBothForms(page);
    await jumpTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(closingButton(page)).toHaveText(en.actions.scheduleCall);
    // Only the two sends the visitor asked for went elsewhere; Cal.com was never asked.
    expect(elsewhere).toEqual([sendUrl, sendUrl]);
    expect(scheduler.requests()).toBe(0);

    await closingButton(page).click();
    const dialog = page.getByRole('dialog', { name: consent.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: consent.newTab })).toHaveAttribute(
      'href',
      bookings.en.url,
    );
    expect(scheduler.requests()).toBe(0);
    // The question stays, busy and focused, until Cal.com is ready; then the focus is back on the button.
    await dialog.getByRole('button', { name: consent.load }).click();
    await expect(dialog.getByRole('button', { name: consent.loading })).toBeFocused();
    await expect.poll(() => scheduler.requests()).toBe(1);
    scheduler.release();
    await expect(page.getByRole('dialog', { name: 'Cal.com booking' })).toContainText(
      bookings.en.link,
    );
    await expect(dialog).toBeHidden();
    await expect(closingButton(page)).toBeFocused();

    // Agreed once, the tab is not asked again: Cal.com loads when idle, as without the setting.
    await gotoHydrated(page, calClickVariantURL);
    await expect.poll(() => scheduler.requests()).toBe(2);
    await page.locator('#hero button[data-scheduler]').click();
    await expect(page.getByRole('dialog', { name: 'Cal.com booking' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('when the embed fails after the visitor agreed, the booking page opens instead @desktop-only', async ({
    page,
  }) => {
    await standInScheduler(page, 'fail');
    await gotoHydrated(page, calClickVariantURL);
    const hero = page.locator('#hero button[data-scheduler]');
    await hero.click();
    const dialog = page.getByRole('dialog', { name: consent.title });
    await expectBookingPageOpenedBy(page, 'en', () =>
      dialog.getByRole('button', { name: consent.load }).click(),
    );
    await expect(hero).toHaveAttribute('data-scheduler', 'failed');
  });
});
