import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { MOBILE_BREAKPOINT_PX } from '../../src/config/spec';
import { newsletterContent } from '../../src/content/contact';
import { copyFor } from '../../src/content/copy';
import { expertiseContent } from '../../src/content/expertise';
import { heroContent } from '../../src/content/hero';
import { sectionIds } from '../../src/content/sections';
import { testimonialsContent } from '../../src/content/testimonials';
import { whyContent } from '../../src/content/why';
import { gotoHydrated } from './support/scroll';
import { standInScheduler } from './support/stand-ins';

// Each section's copy is in the prerendered HTML (tests/contract/prerender.test.ts); here, the order
// and the parts a visitor sees.
const en = copyFor('en');

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
  await expect(page.locator('main > section').last()).toContainText(en.closing.title);
  await expect(page.locator('main + footer')).toBeAttached();
});

test('each section opens with its numbered chip (PAGE-4) @desktop-only', async ({ page }) => {
  await page.goto('/');
  const chips = {
    '#hero': heroContent(en).chip,
    '#why-humanoid': whyContent(en).chip,
    '#expertise': expertiseContent(en).chip,
    '#testimonials': testimonialsContent(en).chip,
    '#newsletter': newsletterContent(en).chip,
  };
  for (const [section, { number, label }] of Object.entries(chips)) {
    const chip = page.locator(`${section} [data-chip]`).first();
    await expect(chip).toHaveAttribute('data-chip', number);
    await expect(chip).toHaveText(new RegExp(`${number}.*${label}`));
  }
});

test('every call to action leads to the contact form; Schedule a Call floats at the bottom right, compact below 768px', async ({
  page,
}) => {
  await standInScheduler(page);
  await gotoHydrated(page, '/');
  const actions = page.getByRole('link', {
    name: new RegExp(`${en.actions.startProject}|${en.actions.getInTouch}`),
  });
  const links = await actions.all();
  expect(links.length).toBeGreaterThanOrEqual(3); // the hero's, the process's, the FAQ's…
  for (const link of links) await expect(link).toHaveAttribute('href', '#contact');
  const floating = page.getByTestId('floating-schedule').getByRole('button', {
    name: en.actions.scheduleCall,
  });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const phone = viewport.width < MOBILE_BREAKPOINT_PX;
  if (phone) {
    // On a phone it waits until the hero's own buttons have scrolled away.
    await expect(floating).toBeHidden();
    await page.locator('#features').evaluate((section) => section.scrollIntoView());
  }
  await expect(floating).toBeVisible();
  await expect(floating).toHaveText(en.actions.scheduleCall);
  const box = (await floating.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(viewport.width - box.x - box.width).toBeLessThanOrEqual(32);
  expect(viewport.height - box.y - box.height).toBeLessThanOrEqual(32);
  // A phone's is an icon, its label only its name: a round target of 44px at least (WCAG 2.5.5).
  expect(box.height).toBeGreaterThanOrEqual(44);
  if (phone) expect(box.width).toBe(box.height);
  else expect(box.width).toBeGreaterThan(2 * box.height);
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
