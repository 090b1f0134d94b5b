import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { MOBILE_BREAKPOINT_PX } from '../../src/config/spec';
import { copyFor } from '../../src/content/copy';
import { gotoHydrated } from './support/scroll';
import { standInScheduler } from './support/stand-ins';

// The sections in order, with their ids, chips and copy, are in the prerendered HTML
// (tests/contract/prerender.test.ts); here, where the calls to action lead, the services grid and the footer.
const en = copyFor('en');

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
    // On a phone it waits, faded out, until the hero's own buttons have scrolled away.
    await expect(page.locator('.floating-stack')).toHaveCSS('opacity', '0');
    await page.locator('#features').evaluate((section) => section.scrollIntoView());
  }
  await expect(page.locator('.floating-stack')).toHaveCSS('opacity', '1');
  await expect(floating).toHaveText(en.actions.scheduleCall);
  const box = (await floating.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(viewport.width - box.x - box.width).toBeLessThanOrEqual(32);
  expect(viewport.height - box.y - box.height).toBeLessThanOrEqual(32);
  // A phone's is an icon, its label only its name: a round target of 44px at least (WCAG 2.5.5).
  expect(box.height).toBeGreaterThanOrEqual(44);
  if (phone) expect(box.width).toBe(box.height);
  else expect(box.width).toBeGreaterThan(2 * box.height);
});

test('from 768 px the closing title breaks between sentences @desktop-only', async ({ page }) => {
  for (const [width, path] of [
    [768, '/'],
    [1440, '/'],
    [1440, '/de/'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const lines = page.locator('#closing-title').evaluate((title) => {
      const line = Number.parseFloat(getComputedStyle(title).lineHeight);
      return [...title.children].map((sentence) => Math.round(sentence.clientHeight / line));
    });
    expect(await lines, `${path} at ${width}`).toEqual([1, 1]);
  }
});

test('the footer shows the phone, the email and the current year from the visitor clock @desktop-only', async ({
  page,
}) => {
  // A year the build never saw: the footer must read the clock at run time.
  await page.clock.setFixedTime(new Date('2031-03-14T12:00:00'));
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© 2031 ${siteConfig.name}.`);
  const link = (name: string) => footer.getByRole('link', { name, exact: true });
  await expect(link(siteConfig.phone)).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(link(siteConfig.email)).toHaveAttribute('href', `mailto:${siteConfig.email}`);
});

test('the services share each row of the grid: every "You get" line of a row starts level @desktop-only', async ({
  page,
}) => {
  await page.goto('/#features');
  // A card's own offset (a reveal moves the whole card), grouped by the row its list item starts.
  const cards = await page.locator('#features li').evaluateAll((items) =>
    items.map((item) => {
      const card = item.firstElementChild as Element;
      const outcome = card.lastElementChild as Element;
      const offset = outcome.getBoundingClientRect().top - card.getBoundingClientRect().top;
      return { row: Math.round(item.getBoundingClientRect().top), offset: Math.round(offset) };
    }),
  );
  const rows = Object.groupBy(cards, ({ row }) => row);
  expect(Object.keys(rows).length).toBeLessThan(cards.length); // several cards a row
  for (const row of Object.values(rows)) {
    expect(new Set(row?.map(({ offset }) => offset))).toHaveProperty('size', 1);
  }
});

test('at 320 px each tool keeps to one line, in both languages @mobile-only', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/#expertise', '/de/#expertise']) {
    await page.goto(path);
    const heights = await page
      .locator('#expertise li li')
      .evaluateAll((tools) => tools.map((tool) => Math.round(tool.getBoundingClientRect().height)));
    expect(new Set(heights).size, path).toBe(1);
  }
});
