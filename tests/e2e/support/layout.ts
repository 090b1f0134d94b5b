import { expect, type Page } from '@playwright/test';

/** Horizontal scrolling of the page: how far the document is wider than the viewport. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Rendered elements sticking out of the viewport sideways; visually hidden helpers are not content. */
export const elementsOutsideViewport = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (element.closest('[aria-hidden="true"], .sr-only, [hidden]')) continue;
      if (rect.right > width + 1 || rect.left < -1) {
        out.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)} ${Math.round(rect.left)}..${Math.round(rect.right)} (viewport ${width})`,
        );
      }
    }
    return out;
  });

export type Target = { name: string; width: number; height: number; ok: boolean; why: string };

/** WCAG 2.5.8: each target a pointer can reach is 24x24 px, or its 24 px circle overlaps no other target. */
export const targetSizes = (page: Page) =>
  page.evaluate((): Target[] => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const rendered = [...document.querySelectorAll<HTMLElement>(selector)]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => {
        if (rect.width === 0 || rect.height === 0) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // Out of any pointer's reach: the honeypot sits 10,000px to the left by design.
        return rect.right > 0 && rect.left < document.documentElement.scrollWidth;
      });
    const center = (rect: DOMRect) => ({
      x: rect.left + rect.width / 2,
      y: rect.top + rect.height / 2,
    });
    const circleHitsRect = (c: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - c.x, 0, c.x - rect.right);
      const dy = Math.max(rect.top - c.y, 0, c.y - rect.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    return rendered.map(({ element, rect }) => {
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const size = {
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      };
      if (rect.width >= 24 && rect.height >= 24) return { name, ...size, ok: true, why: 'size' };
      const c = center(rect);
      const clash = rendered.find(({ element: other, rect: otherRect }) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        if (circleHitsRect(c, otherRect)) return true;
        const small = otherRect.width < 24 || otherRect.height < 24;
        const oc = center(otherRect);
        return small && Math.hypot(oc.x - c.x, oc.y - c.y) < 24;
      });
      return clash
        ? {
            name,
            ...size,
            ok: false,
            why: `too close to ${clash.element.tagName.toLowerCase()} "${clash.element.textContent?.trim().slice(0, 30)}"`,
          }
        : { name, ...size, ok: true, why: 'spacing' };
    });
  });

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
