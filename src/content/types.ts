import type { IconName } from '../ui/icon-names';
import type { Copy } from './copy';

export type { Copy, IconName };

/** The numbered pill at the top of a section: "01 · Innovation". */
export type Chip = { number: string; label: string };

/** A section's opening: its numbered chip or its eyebrow, heading and lead paragraph. */
export type SectionIntro = { chip?: Chip; eyebrow?: string; title: string; lead: string };

/** A small card: icon, title and two lines of copy. */
export type FeatureCard = { icon: IconName; title: string; description: string };

/**
 * A list whose order and data (icons, images) are fixed here and whose words come from a
 * language's copy, joined by id: `[{ id, ...data[id], ...words[id] }]` in the order of `data`.
 */
export const joinById = <Id extends string, Data extends object, Words extends object>(
  data: Record<Id, Data>,
  words: Record<Id, Words>,
) => (Object.keys(data) as Id[]).map((id) => ({ id, ...data[id], ...words[id] }));
