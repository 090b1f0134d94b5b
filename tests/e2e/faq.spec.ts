import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { faqContent } from '../../src/content/sections';
import { tabTo } from './support/focus';
import { gotoHydrated } from './support/scroll';

const { items } = faqContent(copyFor('en'));

test('the FAQ keeps one answer open or none, the first from the start; only an answer opened fades in @desktop-only', async ({
  page,
}) => {
  // The first answer's opacity when the page is parsed: a fade at load would start at 0.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const first = document.querySelector('.faq-item') as Element;
      Object.assign(window, { firstAnswer: getComputedStyle(first, '::details-content').opacity });
    }),
  );
  await gotoHydrated(page, '/');
  const section = page.locator('#faq');
  const openAnswer = section.locator('details[open] p'); // one at most: toHaveText is strict
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(items.map((i) => i.question));
  await expect(openAnswer).toHaveText(items[0]?.answer ?? '');
  expect(await page.evaluate(() => Reflect.get(window, 'firstAnswer'))).toBe('1');

  // Reached with Tab, Space opens another and closes the first; Enter closes it: none open.
  const openedAt = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document
          .querySelectorAll('.faq-item')[1]
          ?.addEventListener('toggle', ({ target }) =>
            resolve(getComputedStyle(target as Element, '::details-content').opacity),
          ),
      ),
  );
  await tabTo(page, '#faq-trigger-1');
  await page.keyboard.press('Space');
  await expect(openAnswer).toHaveText(items[1]?.answer ?? '');
  expect(Number(await openedAt)).toBeLessThan(0.5);
  await page.keyboard.press('Enter');
  await expect(openAnswer).toHaveCount(0);
});
