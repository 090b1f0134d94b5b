import { type Chip, type Copy, type IconName, joinById } from './types';

const cardIcons = {
  approach: { icon: 'i-lucide-users' },
  promise: { icon: 'i-lucide-handshake' },
  difference: { icon: 'i-lucide-gauge' },
} as const satisfies Record<keyof Copy['why']['cards'], { icon: IconName }>;

export type WhyCard = ReturnType<typeof whyContent>['cards'][number];

/** The Why stack's three cards (Our Approach, Our Promise, Our Difference in English). */
export const whyContent = ({ why }: Copy) => ({
  chip: { number: '02', label: why.chip } satisfies Chip,
  title: why.title,
  lead: why.lead,
  cards: joinById(cardIcons, why.cards),
});
