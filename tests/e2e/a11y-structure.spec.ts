import { expect, type Page, test } from '@playwright/test';
import { locales, pagePath, subPages, workPath } from '../../src/config/locales';
import { copyFor } from '../../src/content/copy';
import { caseStudies } from '../../src/content/work';
import { gotoHydrated, menuNav, scrollThroughReveals } from './support/scroll';
import { NOT_FOUND_PATH as MISSING } from './support/servers';

const en = copyFor('en');

// Reflow and zoom. Target sizes (WCAG 2.5.8): axe's target-size rule, which a11y-axe's WCAG 2.2 AA
// tag runs. One h1 and no skipped heading level: html-validate's document rules (contract/valid-html);
// the landmarks: axe's best practices (a11y-axe) and the tests that find each navigation by its name.

/** What sticks out sideways: the page's own scroll, each rendered element (visually hidden helpers are not content), a title's word. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth - width;
    const out = scroll > 0 ? [`the page scrolls ${scroll}px sideways`] : [];
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (element.closest('[aria-hidden="true"], .sr-only, [hidden]')) continue;
      // A title word wider than its own box (a German compound in a grid cell) is clipped or crowds the next.
      if (element.matches('h1, h2, h3') && element.scrollWidth > element.clientWidth + 1)
        out.push(`"${element.textContent}" is wider than its ${element.tagName.toLowerCase()}`);
      if (rect.right > width + 1 || rect.left < -1) {
        out.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)} ${Math.round(rect.left)}..${Math.round(rect.right)} (viewport ${width})`,
        );
      }
    }
    return out;
  });

for (const [name, use, tag] of [
  ['at 320px', { viewport: { width: 320, height: 640 } }, '@mobile-only'],
  [
    'at 200% zoom of a 1440px window (720 CSS px at 2 device pixels a px)',
    { viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 },
    '@desktop-only',
  ],
] as const) {
  test.describe(name, () => {
    test.use(use);

    test(`nothing sticks out sideways: home with every reveal shown, the menu open, 404 ${tag}`, async ({
      page,
    }) => {
      test.slow();
      await gotoHydrated(page, '/');
      await scrollThroughReveals(page);
      expect(await sidewaysOverflow(page)).toEqual([]);
      // Below 768 px the menu takes over the header's links.
      await page.getByRole('button', { name: en.navigation.openMenu }).click();
      await expect(menuNav(page)).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.goto(MISSING);
      expect(await sidewaysOverflow(page)).toEqual([]);
    });

    // German compounds in display titles (Datenschutzerklärung) where the browser has no hyphenation dictionary.
    test(`nothing sticks out sideways on every other page of each language ${tag}`, async ({
      page,
    }) => {
      test.slow();
      const homes = locales.flatMap(({ code }) => (code === 'en' ? [] : [pagePath(code)]));
      const paths = locales.flatMap(({ code }) => [
        ...subPages.map((sub) => pagePath(code, sub)),
        ...caseStudies(code).map(({ slug }) => workPath(code, slug)),
      ]);
      for (const path of [...homes, ...paths]) {
        await page.goto(path);
        if (homes.includes(path)) await scrollThroughReveals(page); // every section drawn, as above
        expect(await sidewaysOverflow(page), path).toEqual([]);
      }
    });
  });
}

test('at double text size (text-only zoom) nothing overflows @desktop-only', async ({ page }) => {
  // Chromium's font-size setting (what "text size" in browser settings changes): 16px → 32px.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const width of [1440, 1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', MISSING]) {
      await page.goto(path);
      await expect(page.locator('body')).toHaveCSS('font-size', '34px');
      expect(await sidewaysOverflow(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});
