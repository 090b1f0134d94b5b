import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { processContent } from '../../src/content/sections';
import { gotoHydrated, jumpTo } from './support/scroll';

const firstStep = processContent(copyFor('en')).steps[0]?.title ?? '';

test('what is on screen at load is never hidden; a process step below is, until seen, then fades in, once', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('#hero h1')).toHaveCSS('opacity', '1');
  const hiddenOnScreen = await page
    .locator('[data-reveal-state="hidden"]')
    .evaluateAll(
      (elements) =>
        elements.filter((element) => element.getBoundingClientRect().top < window.innerHeight)
          .length,
    );
  expect(hiddenOnScreen).toBe(0);

  const step = page.locator('#process [data-reveal="process"]').first();
  await expect(step).toHaveAttribute('data-reveal-state', 'hidden');
  await expect(step).toHaveCSS('opacity', '0');
  // Its copy is in the page all along (hidden visually only until seen).
  await expect(step).toContainText(firstStep);

  await step.scrollIntoViewIfNeeded();
  await expect(step).toHaveAttribute('data-reveal-state', 'shown');
  await expect(step).toHaveCSS('opacity', '1');

  // Later steps are staggered: the fourth starts 0.6s after the first.
  await expect(page.locator('#process [data-reveal="process"]').nth(3)).toHaveAttribute(
    'data-reveal-index',
    '3',
  );

  // Once: leaving and coming back does not hide it again.
  await jumpTo(page, 0);
  await expect(step).toHaveCSS('opacity', '1');
  await step.scrollIntoViewIfNeeded();
  await expect(step).toHaveCSS('opacity', '1');
  await expect(step).toHaveAttribute('data-reveal-state', 'shown');
});
