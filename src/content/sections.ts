/** The anchors of the page's sections, in the order of PAGE-2 and PAGE-3 (the closing banner has none). */
export const sectionIds = [
  'hero',
  'why-humanoid',
  'expertise',
  'features',
  'details',
  'work',
  'process',
  'faq',
  'contact',
  'testimonials',
  'newsletter',
] as const;

export type SectionId = (typeof sectionIds)[number];
