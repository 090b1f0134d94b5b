import type { Copy } from './copy';

/** The FAQ's eight topics (FAQ-2), in order: the accordion and the FAQPage structured data. */
const topics = [
  'projectTypes',
  'timeline',
  'support',
  'process',
  'existingTeam',
  'technologies',
  'pricing',
  'international',
] as const satisfies readonly (keyof Copy['faq']['items'])[];

export type FaqItem = { topic: (typeof topics)[number]; question: string; answer: string };

export const faqContent = ({ faq }: Copy) => ({
  ...faq,
  items: topics.map((topic): FaqItem => ({ topic, ...faq.items[topic] })),
});
