import { expect, type Page } from '@playwright/test';

/** Without the stack's animation its cards are listed one after another: the Why stack is as tall as they are. */
export const expectStackAsTallAsItsCards = async (page: Page) => {
  const { stack, deck, viewport } = await page.locator('#our-approach').evaluate((element) => ({
    stack: Math.round(element.getBoundingClientRect().height),
    deck: Math.round(element.querySelector('.why-stack-deck')?.getBoundingClientRect().height ?? 0),
    viewport: window.innerHeight,
  }));
  expect(deck).toBeGreaterThan(0);
  expect(stack).toBe(deck);
  expect(stack, 'no screen of empty page after the cards').toBeLessThan(3 * viewport);
};
