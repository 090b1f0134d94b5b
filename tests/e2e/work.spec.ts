import { expect, test } from '@playwright/test';
import { localePath, workPath } from '../../src/config/locales';
import { copyFor } from '../../src/content/copy';
import { caseStudies } from '../../src/content/work';
import { WORK_IMAGES_PUBLIC } from '../../src/content/work-images';
import { fillMessage } from '../../src/lib/utils';
import { followNavLink, gotoHydrated, jumpTo } from './support/scroll';

// The case pages' markup (pictures, head, structured data) is read from the build by
// tests/contract/work.test.ts; here, the ways a visitor reaches them and moves on.
const en = copyFor('en');
const [first, second] = caseStudies('en');
/** How many lines an element's text takes (run in the page). */
const linesOf = (element: Element) =>
  Math.round(element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight));

test('Selected work, a testimonial and the next case lead to a case study', async ({ page }) => {
  if (!first || !second) throw new Error('two case studies expected');
  await gotoHydrated(page, '/#work');
  await page
    .locator('#work')
    .getByRole('link', { name: new RegExp(first.client) })
    .click();
  await expect(page).toHaveURL(workPath('en', first.slug));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.result);
  await page.getByRole('navigation', { name: en.work.next }).getByRole('link').click();
  await expect(page).toHaveURL(workPath('en', second.slug));

  await gotoHydrated(page, '/#testimonials');
  // One line from 375 px: a pill that wraps reads as broken.
  for (const pill of await page.locator('#testimonials figcaption a').all()) {
    expect((await pill.boundingBox())?.height).toBeLessThanOrEqual(44);
  }
  const label = fillMessage(en.work.testimonialLink, { client: second.client });
  await page.getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(workPath('en', second.slug));
});

test('on a case study the header and the menu lead back to the home page’s sections; it ends on its footer', async ({
  page,
}) => {
  if (!first) throw new Error('a case study expected');
  await gotoHydrated(page, workPath('en', first.slug));
  // No room kept under the last line for a floating button, which only the home page has.
  await expect(page.locator('footer > :last-child')).toHaveCSS('padding-bottom', '40px');
  await jumpTo(page, 600);
  await followNavLink(page, en.navigation.links.contact);
  await expect(page).toHaveURL('/#contact');
  await expect(page.locator('#contact')).toBeInViewport();
});

test('on a 320×568 phone the first screen holds the hero’s first button, each case study’s title and the start of its summary @desktop-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  for (const locale of ['en', 'de'] as const) {
    await page.goto(localePath(locale));
    const bottom = await page
      .locator('#hero a[href="#contact"]')
      .evaluate((a) => a.getBoundingClientRect().bottom);
    expect(bottom, `${locale} hero`).toBeLessThanOrEqual(568);
    for (const study of caseStudies(locale)) {
      await page.goto(workPath(locale, study.slug));
      const summary = page.locator('article > header > p').filter({ hasText: study.summary });
      expect((await summary.boundingBox())?.y, study.slug).toBeLessThan(568 - 40); // a line of it at least
      const title = page.locator('article h1');
      expect(await title.evaluate(linesOf), study.slug).toBeLessThanOrEqual(6); // balanced
    }
  }
});

test('at 768 px no fact of a case study runs past three lines @desktop-only', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  for (const locale of ['en', 'de'] as const) {
    for (const study of caseStudies(locale)) {
      await page.goto(workPath(locale, study.slug));
      const facts = await page.locator('article > header dd').all();
      const lines = await Promise.all(facts.map((fact) => fact.evaluate(linesOf)));
      expect(Math.max(...lines), study.slug).toBeLessThanOrEqual(3);
    }
  }
});

test('a work card is tinted, not blank, till its picture comes @desktop-only', async ({ page }) => {
  await page.route(`**${WORK_IMAGES_PUBLIC}/**`, (route) => route.abort());
  await page.goto('/#work');
  const pictures = page.locator('#work li img');
  await expect(pictures).toHaveCount(caseStudies('en').length);
  for (const picture of await pictures.all()) {
    await expect(picture).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  }
});
