import { type Chip, type Copy, type IconName, joinById } from './copy';

const cardIcons = {
  approach: { icon: 'i-lucide-users' },
  promise: { icon: 'i-lucide-handshake' },
  difference: { icon: 'i-lucide-gauge' },
} as const satisfies Record<keyof Copy['why']['cards'], { icon: IconName }>;

export type WhyCard = ReturnType<typeof whyContent>['cards'][number];

export const whyContent = ({ why }: Copy) => ({
  ...why,
  chip: { number: '02', label: why.chip } satisfies Chip,
  cards: joinById(cardIcons, why.cards),
});
