import { expect, type Page, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { faqContent, sectionIds } from '../../src/content/sections';
import { gotoHydrated, gotoSettled, headerOffset, waitForSettledClient } from './support/scroll';

const en = copyFor('en');

/** Is the element laid out and drawn, or skipped inside a `content-visibility: auto` section? */
const isLaidOut = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** An answer deep in the page: in the FAQ, eight sections below the hero. */
const FIRST_QUESTION = faqContent(en).items[0]?.question ?? '';

const topOfContact = (page: Page) =>
  page.locator('#contact').evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Every section below the hero (their anchors, in order), the closing banner and the footer. */
const SECTIONS_BELOW_THE_HERO = [
  ...sectionIds.filter((id) => id !== 'hero').map((id) => `#${id}`),
  '[aria-labelledby="closing-title"]',
  'footer',
];

test.describe('sections below the hero', () => {
  test('every one skips the first layout and stays skipped far from the viewport after load, the hero drawn @desktop-only', async ({
    page,
  }) => {
    // Idle-time work: how long it takes depends on how busy the machine is, not on the page.
    await gotoSettled(page, '/');
    await expect(page.locator('html')).toHaveClass(/\blenis\b/);
    await expect(page.locator('.deferred-layout')).toHaveCount(SECTIONS_BELOW_THE_HERO.length);
    for (const selector of SECTIONS_BELOW_THE_HERO) {
      await expect(page.locator(selector).first()).toHaveClass(/\bdeferred-layout\b/);
    }
    expect(await isLaidOut(page, en.hero.title)).toBe(true);
    // Smooth scrolling started without laying them out: the FAQ, far below, costs nothing yet…
    await expect(page.locator('.deferred-layout[data-laid-out]')).toHaveCount(0);
    expect(await isLaidOut(page, FIRST_QUESTION)).toBe(false);
    // …and is drawn as soon as the visitor gets there.
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect.poll(() => isLaidOut(page, FIRST_QUESTION)).toBe(true);
  });

  test('a fresh visit defers them; a visit to a fragment or a reload lays out all at once', async ({
    page,
  }) => {
    const offset = headerOffset(page);
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-lay-out-all');

    // Arriving at #contact: the browser lands it under the header on real heights, and it stays
    // there while the page hydrates and lays the rest out.
    await page.goto('about:blank');
    await page.goto('/#contact');
    await expect(page.locator('html')).toHaveAttribute('data-lay-out-all', '');
    await expect.poll(() => topOfContact(page)).toBe(offset);
    await waitForSettledClient(page);
    expect(await isLaidOut(page, FIRST_QUESTION)).toBe(true);
    expect(await topOfContact(page)).toBe(offset);

    // A reload restores the position on real heights too.
    await page.goto('about:blank');
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-lay-out-all');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-lay-out-all', '');
  });

  test('a link followed before they are laid out still lands its target under the header', async ({
    page,
  }) => {
    const offset = headerOffset(page);
    // No idle time ever comes: nothing is laid out ahead and Lenis never starts (the link jumps).
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await gotoHydrated(page, '/');
    await expect(page.locator('.deferred-layout[data-laid-out]')).toHaveCount(0);
    await page.locator('#hero').getByRole('link', { name: en.actions.startProject }).click();
    await expect.poll(() => topOfContact(page)).toBe(offset);
    // Sections drawn after the jump (those near the viewport, in the next frames) do not move it.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
    );
    expect(await topOfContact(page)).toBe(offset);
    await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
  });
});
