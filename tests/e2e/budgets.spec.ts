import { expect, test } from '@playwright/test';
import { firstLoadPaths } from '../../scripts/lib/first-load.ts';
import { localePath, locales } from '../../src/config/locales';
import { gotoSettled } from './support/scroll';

// The byte budgets (`npm run size`, .size-limit.ts) weigh the files scripts/lib/first-load.ts
// reads out of the build. This checks that those are exactly what the page fetches from its own
// origin until it has settled without any interaction, so the budget cannot miss a chunk.
for (const path of locales.map(({ code }) => localePath(code))) {
  test(`${path}: the budgets weigh exactly what the page fetches before any interaction @desktop-only`, async ({
    page,
    baseURL,
  }) => {
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseURL ?? '').origin) fetched.add(url.pathname);
    });
    // The font arriving after the first layout, as on a slow network, pulls in no other file.
    await page.route('**/*.woff2', (route) => setTimeout(() => route.continue(), 1000));
    await gotoSettled(page, path);
    const expected = firstLoadPaths(path);
    expect([...fetched].sort()).toEqual(
      [
        expected.html,
        ...expected.fonts,
        ...expected.icons,
        ...expected.payload,
        ...expected.scripts,
      ].sort(),
    );
  });
}
