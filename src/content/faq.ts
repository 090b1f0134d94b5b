import type { Copy } from './copy';

export type FaqItem = { question: string; answer: string };

/** The FAQ's eight questions (FAQ-2) in the copy's order: the accordion and the FAQPage structured data. */
export const faqContent = ({ faq }: Copy) => ({ ...faq, items: Object.values(faq.items) });
