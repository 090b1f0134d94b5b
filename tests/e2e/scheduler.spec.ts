import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { gotoHydrated, waitForHydration } from './support/scroll';
import { consoleErrors, standInScheduler } from './support/stand-ins';

const en = copyFor('en');

// Below 768 px it is hidden while the hero's buttons are in view: found all the same.
const floating = (page: import('@playwright/test').Page) =>
  page.getByTestId('floating-schedule').getByRole('button', { includeHidden: true });

test('every Schedule a Call button waits for the widget, then opens the onboarding-call booking', async ({
  page,
}) => {
  const scheduler = await standInScheduler(page, 'hold');
  await page.goto('/');
  // The loader asks for the script at the first idle moment once the client has taken over.
  await waitForHydration(page);
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

  await page.locator('#features').evaluate((section) => section.scrollIntoView());
  await floating(page).click();
  await expect(page.getByRole('dialog', { name: 'Cal.com booking' })).toContainText(
    siteConfig.scheduler.link,
  );
  const calls = await scheduler.calls();
  expect(calls).toContainEqual([
    'init',
    'onboarding-call',
    { origin: siteConfig.scheduler.bookingOrigin },
  ]);
  expect(calls).toContainEqual([
    'ui',
    { layout: 'month_view', hideEventTypeDetails: false, theme: 'auto' },
  ]);
  expect(calls).toContainEqual([
    'modal',
    { calLink: siteConfig.scheduler.link, config: { layout: 'month_view', theme: 'auto' } },
  ]);
});

for (const [locale, path] of [
  ['en', '/'],
  ['de', '/de/'],
] as const) {
  test(`${locale}: if the widget fails, the error is logged and the button opens the language's booking page instead @desktop-only`, async ({
    page,
    context,
  }) => {
    const booking = siteConfig.scheduler.bookings[locale];
    const errors = consoleErrors(page);
    await standInScheduler(page, 'fail');
    await context.route(`${booking.url}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Book a call</title><h1>Onboarding call</h1>',
      }),
    );
    await gotoHydrated(page, path);
    await expect(floating(page)).toHaveText(copyFor(locale).actions.scheduleCall);
    await expect(floating(page)).toBeEnabled();
    await expect.poll(() => errors.some((text) => text.includes('Scheduler failed'))).toBe(true);

    // (With the default configuration both languages book on the same page.)
    const popupPromise = page.waitForEvent('popup', { timeout: 15_000 });
    await floating(page).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(booking.url);
    await expect(popup.getByRole('heading')).toHaveText('Onboarding call');
  });
}
