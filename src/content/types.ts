export type { IconName } from '../ui/icon';
export type { Copy } from './copy';

export type Chip = { number: string; label: string };

export type SectionIntro = { chip?: Chip; eyebrow?: string; title: string; lead: string };

/** A list whose order and data (icons, images) are fixed here, with its words from a language's copy. */
export const joinById = <Id extends string, Data extends object, Words extends object>(
  data: Record<Id, Data>,
  words: Record<Id, Words>,
) => (Object.keys(data) as Id[]).map((id) => ({ id, ...data[id], ...words[id] }));
