import { expect, type Page, test } from '@playwright/test';

// The icons are <use>s of one inline sprite (src/ui/icon-sprite.tsx), drawn with the page: none may reference a
// missing symbol or go back to CSS masks of SVG files (each an SVG document for the first layout); the sprite itself: unit/icon-sprite.
test.use({ javaScriptEnabled: false });

const icons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('svg.icon')].map((icon) => {
      const href = icon.querySelector('use')?.getAttribute('href') ?? '';
      const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
      const style = getComputedStyle(icon);
      const box = icon.getBoundingClientRect();
      return {
        href,
        target: target?.tagName ?? null,
        stroke: style.stroke,
        color: style.color,
        drawn: icon.checkVisibility() ? box.width > 0 && box.height > 0 : null,
      };
    }),
  );

for (const path of ['/', '/no-such-page']) {
  test(`every icon on ${path} draws a symbol of the page's sprite`, async ({ page }) => {
    await page.goto(path);
    const found = await icons(page);
    expect(found.length).toBeGreaterThan(path === '/' ? 30 : 0);
    for (const icon of found) {
      expect(icon.target, icon.href).toBe('symbol');
      // Stroked in the colour of the text around it.
      expect(icon.stroke).toBe(icon.color);
      if (icon.drawn !== null) expect(icon.drawn, icon.href).toBe(true);
    }
    // The sprite itself is not drawn, and comes before the skip link in the page.
    const sprite = page.locator('body > svg:first-child');
    await expect(sprite).toBeHidden();
    expect(await sprite.locator('symbol').count()).toBeGreaterThan(path === '/' ? 30 : 0);
    const masked = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((element) =>
          getComputedStyle(element).maskImage.includes('url('),
        ).length,
    );
    expect(masked).toBe(0);
  });
}
