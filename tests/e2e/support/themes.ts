/** The two colour themes; checks of colour run in both (`test.use({ colorScheme })`, as a visitor's OS sets it). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
