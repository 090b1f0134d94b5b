import type { IconName } from '../ui/icon-names';

export type { IconName };

/** The numbered pill at the top of a section: "01 · Innovation". */
export type Chip = { number: string; label: string };

/** A section's opening: its numbered chip or its eyebrow, heading and lead paragraph. */
export type SectionIntro = { chip?: Chip; eyebrow?: string; title: string; lead: string };

/** A small card: icon, title and two lines of copy. */
export type FeatureCard = { icon: IconName; title: string; description: string };
