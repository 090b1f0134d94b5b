import { expect, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';

// Its head (lang, title, noindex, no canonical) and its texts are read from the 404 pages by
// contract/seo; here, that the server answers each language with its own.

for (const [locale, base] of [
  ['en', '/'],
  ['de', '/de/'],
] as const) {
  const { notFound } = copyFor(locale);

  test(`${locale}: an unknown path gets the 404 page of its language with status 404, a way home and a console record @desktop-only`, async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // Under /work/ too, beside the case studies' pages.
    const missing = `${base}work/does-not-exist/`;
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    const home = page.getByRole('link', { name: notFound.home });
    await expect(home).toHaveAttribute('href', base);
    await expect.poll(() => messages.some((text) => text.includes(missing))).toBe(true);
    // On the smallest phone it is one screen, its legal links on it.
    await page.setViewportSize({ width: 320, height: 568 });
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    await expect.poll(height).toBeLessThanOrEqual(568);
  });
}
