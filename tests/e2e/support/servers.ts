// Where the suite's static servers listen (playwright.config.ts starts them): the build
// `npm test` makes, and the variant built with WAKU_PUBLIC_ANALYTICS=vercel
// (`npm run build:analytics-variant`, kept in dist-variants/analytics).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const ANALYTICS_VARIANT_PORT = E2E_PORT + 1;
export const ANALYTICS_VARIANT_ROOT = 'dist-variants/analytics';
export const analyticsVariantURL = `http://localhost:${ANALYTICS_VARIANT_PORT}/`;

/** A path the site does not have: served its 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';
