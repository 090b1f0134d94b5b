import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { faqContent } from '../../src/content/sections';
import { tabTo } from './support/focus';
import { gotoHydrated } from './support/scroll';

const { items } = faqContent(copyFor('en'));

test('the FAQ accordion keeps one answer open or none, from the keyboard @desktop-only', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const section = page.locator('#faq');
  const triggers = section.getByRole('button');
  await expect(triggers).toHaveCount(items.length);
  const [first, second] = [triggers.nth(0), triggers.nth(1)];
  const panel = (index: number) => section.locator(`#faq-panel-${index}`);

  // The first answer is open from the start, and does not fade in again when the client takes over.
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(0)).toBeVisible();
  await expect(panel(0)).toHaveText(items[0]?.answer ?? '');
  for (let index = 1; index < items.length; index += 1) await expect(panel(index)).toBeHidden();
  await expect(panel(0)).toHaveCSS('animation-name', 'none');

  // Reached with Tab, Space opens another and closes the first; the answer opened fades in, a
  // region named by its question.
  await tabTo(page, '#faq-trigger-1');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-controls', 'faq-panel-1');
  const answer = page.getByRole('region', { name: items[1]?.question });
  await expect(answer).toHaveAttribute('id', 'faq-panel-1');
  await expect(answer).toHaveCSS('animation-name', 'faq-open');
  await expect(panel(0)).toBeHidden();

  // Enter on the open question closes it: none open.
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await expect(section.locator('[aria-expanded="true"]')).toHaveCount(0);
});
