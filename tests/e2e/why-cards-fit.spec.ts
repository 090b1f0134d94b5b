import { expect, type Page, test } from '@playwright/test';
import { localePath } from '../../src/config/locales';
import { gotoHydrated, jumpTo } from './support/scroll';

/**
 * The Why cards (of three) whose text and figure are wholly on screen and covered by nothing: not by a
 * later card that shows, the header or anything floating. Read once the cards have stopped moving.
 */
const readableCards = (page: Page) =>
  page.evaluate(async () => {
    const cards = [...document.querySelectorAll<HTMLElement>('#our-approach [data-stack-card]')];
    await Promise.all(cards.flatMap((card) => card.getAnimations().map((run) => run.finished)));
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      Number(getComputedStyle(element).opacity) > 0.01;
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const over = [
      ...document.querySelectorAll(
        '#site-header, [data-testid="floating-schedule"] :is(a, button), aside:has([data-locale-link])',
      ),
    ].filter(shown);
    return cards.flatMap((card, index) => {
      if (Number(getComputedStyle(card).opacity) < 0.99) return [];
      const covering = [...cards.slice(index + 1).filter(shown), ...over];
      const words = [...card.querySelectorAll('h3, p')];
      const readable = words.every((element) => {
        const box = element.getBoundingClientRect();
        const onScreen =
          box.top >= 0 &&
          box.bottom <= window.innerHeight &&
          box.left >= 0 &&
          box.right <= window.innerWidth;
        return onScreen && covering.every((cover) => !meet(box, cover.getBoundingClientRect()));
      });
      return readable ? [index] : [];
    });
  });

for (const locale of ['en', 'de'] as const) {
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 320, height: 640 },
    { width: 375, height: 667 },
  ]) {
    test.describe(`${locale} at ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });

      test('each Why card is wholly readable, uncovered, at some point of the scroll @mobile-only', async ({
        page,
      }) => {
        test.slow();
        await gotoHydrated(page, localePath(locale));
        const stack = page.locator('#our-approach');
        await expect(stack).toHaveAttribute('data-stack', 'on');
        const { top, height } = await stack.evaluate((element) => ({
          top: element.getBoundingClientRect().top + window.scrollY,
          height: element.getBoundingClientRect().height,
        }));
        // The cards are read in steps of a tenth of a screen (the 300vh: scroll-stack.spec).
        const read = new Set<number>();
        for (let y = top - viewport.height; y <= top + height; y += viewport.height / 10) {
          await jumpTo(page, Math.round(y));
          for (const index of await readableCards(page)) read.add(index);
        }
        expect([...read].sort()).toEqual([0, 1, 2]);
      });
    });
  }
}
