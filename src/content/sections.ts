/**
 * The anchors of the page's sections, in the specification's order (the closing banner has none).
 * Links and the browser tests go by them.
 */
export const sectionIds = [
  'hero',
  'why-humanoid',
  'expertise',
  'features',
  'details',
  'process',
  'faq',
  'contact',
  'testimonials',
  'newsletter',
] as const;

export type SectionId = (typeof sectionIds)[number];
