import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';

// The sections in order, with their ids, chips and copy, are in the prerendered HTML
// (tests/contract/prerender.test.ts); here, where the calls to action lead and what the footer shows.
const en = copyFor('en');

test('every call to action leads to the contact form; Schedule a Call floats at the bottom right', async ({
  page,
}) => {
  await page.goto('/');
  const actions = page.getByRole('link', {
    name: new RegExp(`${en.actions.startProject}|${en.actions.getInTouch}`),
  });
  const links = await actions.all();
  expect(links.length).toBeGreaterThanOrEqual(3); // the hero's, the process's, the FAQ's…
  for (const link of links) await expect(link).toHaveAttribute('href', '#contact');
  const floating = page.getByTestId('floating-schedule');
  await expect(floating).toContainText(en.actions.scheduleCall);
  const box = await floating.boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(viewport.width - (box?.x ?? 0) - (box?.width ?? 0)).toBeLessThanOrEqual(32);
  expect(viewport.height - (box?.y ?? 0) - (box?.height ?? 0)).toBeLessThanOrEqual(32);
});

test('the footer shows the phone, the email and the current year from the visitor clock @desktop-only', async ({
  page,
}) => {
  // A year the build never saw: the footer must read the clock at run time.
  await page.clock.setFixedTime(new Date('2031-03-14T12:00:00'));
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByTestId('current-year')).toHaveText('2031');
  await expect(footer.getByTestId('footer-phone')).toHaveText(siteConfig.phone);
  await expect(footer.getByTestId('footer-phone')).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(footer.getByTestId('footer-email')).toHaveText(siteConfig.email);
  await expect(footer.getByTestId('footer-email')).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  );
});
