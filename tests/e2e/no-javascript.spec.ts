import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { expectStackAsTallAsItsCards } from './support/layout';

// That the prerendered HTML holds every section and its copy is the contract's (prerender.test.ts);
// here, that nothing in it is styled out of sight until a script runs: every reveal shown, every
// card opaque, the Why cards one after another; the FAQ's closed answers open as they do with one.
test.use({ javaScriptEnabled: false });

test('without JavaScript no text is out of reach, the Why stack is as tall as its cards, and no theme switch is offered @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const texts = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, p, li, blockquote')]
      .filter((element) => element.textContent?.trim() && !element.closest('details:not([open])'))
      .map((element) => ({
        text: element.textContent?.trim().slice(0, 40),
        seen: element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      })),
  );
  expect(texts.length).toBeGreaterThan(50);
  expect(texts.filter(({ seen }) => !seen)).toEqual([]);
  await expectStackAsTallAsItsCards(page);
  await page.locator('#faq-trigger-2').click();
  await expect(page.locator('#faq details[open] > summary')).toHaveId('faq-trigger-2');
  // Nothing tells the header the page has scrolled: it keeps its translucent paper throughout.
  await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The theme switch needs a script: without one it is not offered, and the system's theme holds.
  await expect(page.getByRole('group', { name: copyFor('en').theme.group })).toHaveCount(0);
});
