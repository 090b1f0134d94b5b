import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/scroll';

// Geist in two files (scripts/waku-output/subset-font.ts): the preloaded subset of the site's
// characters, listed first, and the full Latin file after it for any other character. That the
// subset covers every character of each page: contract/waku-output.test.ts.

/** The page's font faces, each family name unquoted as CSS may quote it. */
const faces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map(({ family, status }) => ({
      family: family.trim().replace(/^"(.*)"$/, '$1'),
      status,
    }));
  });

/** The fonts Chromium drew a node's text with (DevTools protocol). */
const platformFonts = async (page: Page, selector: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
};

// That the page fetches no other font file (the full one included): budgets.spec.
test('the text is drawn in Geist from the preloaded subset @desktop-only', async ({ page }) => {
  await page.goto('/');
  const subset = (await faces(page)).filter((face) => face.family === 'Geist Subset');
  expect(subset).toEqual([{ family: 'Geist Subset', status: 'loaded' }]);
  expect(await platformFonts(page, 'h1')).toEqual([
    expect.objectContaining({ familyName: 'Geist', isCustomFont: true }),
  ]);
});

test('a character outside the subset is drawn in Geist @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/');
  const name = page.locator('#contact input[name="user_name"]');
  await name.fill('Zoë Ångström-Müller');
  await expect
    .poll(async () => (await faces(page)).find((face) => face.family === 'Geist')?.status)
    .toBe('loaded');
  const fonts = await platformFonts(page, '#contact input[name="user_name"]');
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatchObject({ familyName: 'Geist', isCustomFont: true });
  await expect(name).toHaveValue('Zoë Ångström-Müller');
});
