import { expect, test } from '@playwright/test';

// The icons are masks over two SVG sprites (src/lib/icon-sprites.ts): the first layout must need
// only the small one. An icon added to the header, hero, Why or contact section from a source file
// uno.config.ts does not list among FIRST_VIEW_SOURCES would bring the large one back into it.
test.use({ javaScriptEnabled: false });

/** The mask image of every icon in the given part of the page, deduplicated. */
const masksIn = (page: import('@playwright/test').Page, selector: string) =>
  page.evaluate((within) => {
    const icons = [...document.querySelectorAll(within)].flatMap((part) => [
      ...part.querySelectorAll<HTMLElement>('[class*="i-lucide-"]'),
    ]);
    return [...new Set(icons.map((icon) => getComputedStyle(icon).maskImage))];
  }, selector);

test('the header, hero, Why and contact sections draw their icons from the small sprite', async ({
  page,
}) => {
  await page.goto('/');
  const first = await masksIn(page, '#site-header, #hero, #why-humanoid, #contact');
  expect(first).toHaveLength(1);
  // The rest draw from the large sprite, or from the small one an icon they share with the above.
  const all = await masksIn(page, 'body');
  expect(all).toHaveLength(2);
  const later = all.filter((mask) => mask !== first[0]);
  expect(later).toHaveLength(1);
  const cells = (mask: string | undefined) =>
    Number(/viewBox='0 0 (\d+) 24'/.exec(mask ?? '')?.[1]) / 48;
  expect(cells(first[0])).toBeGreaterThan(0);
  expect(cells(first[0])).toBeLessThan(cells(later[0]));
  // Every icon is still drawn: a class without a rule would have no mask at all.
  const unmasked = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('[class*="i-lucide-"]')].filter(
        (icon) => getComputedStyle(icon).maskImage === 'none',
      ).length,
  );
  expect(unmasked).toBe(0);
});
