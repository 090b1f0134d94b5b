// Where the suite's static servers listen (playwright.config.ts starts them): the build
// `npm test` makes, and the variants built with WAKU_PUBLIC_ANALYTICS=vercel and
// WAKU_PUBLIC_CAL_LOAD=click (`npm run build:*-variant`, kept in dist-variants/).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const ANALYTICS_VARIANT_PORT = E2E_PORT + 1;
export const ANALYTICS_VARIANT_ROOT = 'dist-variants/analytics';
export const analyticsVariantURL = `http://localhost:${ANALYTICS_VARIANT_PORT}/`;
/** The variant built with WAKU_PUBLIC_CAL_LOAD=click (`npm run build:cal-click-variant`). */
export const CAL_CLICK_VARIANT_PORT = E2E_PORT + 2;
export const CAL_CLICK_VARIANT_ROOT = 'dist-variants/cal-click';
export const calClickVariantURL = `http://localhost:${CAL_CLICK_VARIANT_PORT}/`;

/** A path the site does not have: served its 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';
