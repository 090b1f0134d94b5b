import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { sectionIds } from '../../src/content/sections';
import {
  actionLabels,
  closing,
  expertise,
  hero,
  newsletter,
  process,
  testimonials,
  why,
} from './support/words';

test('the sections follow PAGE-2 and PAGE-3, in order, with their ids @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const ids = await page
    .locator('main > section[id]')
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual([...sectionIds]);
  // The Why cards sit in the wrapper #our-approach, inside #why-humanoid.
  await expect(page.locator('#why-humanoid #our-approach article')).toHaveCount(3);
  // The closing banner comes after the newsletter, then the footer.
  await expect(page.locator('main > section').last()).toContainText(closing.title);
  await expect(page.locator('body > footer, footer').last()).toBeAttached();
});

// The words themselves are the content's (tests/unit/content.test.ts); here, that the page shows them.
test('each section opens with its numbered chip (PAGE-4) @desktop-only', async ({ page }) => {
  await page.goto('/');
  const chips = [
    ['#hero', hero.chip],
    ['#why-humanoid', why.chip],
    ['#expertise', expertise.chip],
    ['#testimonials', testimonials.chip],
    ['#newsletter', newsletter.chip],
  ] as const;
  for (const [section, { number, label }] of chips) {
    const chip = page.locator(`${section} [data-chip]`).first();
    await expect(chip).toHaveAttribute('data-chip', number);
    await expect(chip).toHaveText(new RegExp(`${number}.*${label}`));
  }
});

test('the hero leads to the contact form, and a Schedule a Call button floats at the bottom right', async ({
  page,
}) => {
  await page.goto('/');
  const start = page.locator('#hero').getByRole('link', { name: actionLabels.startProject });
  await expect(start).toHaveAttribute('href', '#contact');
  const floating = page.getByTestId('floating-schedule');
  await expect(floating).toContainText(actionLabels.scheduleCall);
  const box = await floating.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
  }
});

test('the process section shows the four steps, durations and a link to contact @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#process');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(process.title);
  await expect(section).toContainText(process.eyebrow);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    process.steps.map((step) => step.title),
  );
  await expect(section.locator('[data-duration]')).toHaveText(
    process.steps.map((step) => step.duration),
  );
  await expect(section.getByRole('link', { name: actionLabels.startProject })).toHaveAttribute(
    'href',
    '#contact',
  );
  await expect(
    page.locator('#faq').getByRole('link', { name: actionLabels.getInTouch }),
  ).toHaveAttribute('href', '#contact');
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
