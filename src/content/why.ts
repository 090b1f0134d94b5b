import type { Chip, IconName } from './types';

export type WhyCard = {
  id: string;
  title: 'Our Approach' | 'Our Promise' | 'Our Difference';
  headline: string;
  body: string;
  icon: IconName;
  figure: { value: string; label: string };
};

export const why = {
  chip: { number: '02', label: 'Why Humanoid' } satisfies Chip,
  title: 'A studio that behaves like your own senior team',
  lead: 'Three commitments shape every project we take on, from a five-page site to a platform with a million users.',
  cards: [
    {
      id: 'approach',
      title: 'Our Approach',
      headline: 'Small senior squads, one accountable lead.',
      body: 'Every project is run by a lead engineer who writes code and talks to you directly. No account managers, no hand-offs, no juniors learning on your budget.',
      icon: 'i-lucide-users',
      figure: { value: '2–4', label: 'people per squad, all senior' },
    },
    {
      id: 'promise',
      title: 'Our Promise',
      headline: 'A fixed price stays a fixed price.',
      body: 'We scope with you, quote once and stick to it. Weekly demos show working software, not slide decks, and you own every line of code from the first commit.',
      icon: 'i-lucide-handshake',
      figure: { value: '0', label: 'hidden fees, ever' },
    },
    {
      id: 'difference',
      title: 'Our Difference',
      headline: 'Speed that never costs you quality.',
      body: 'Automated tests, code review and performance budgets are part of every build, so launching in days never means patching for months afterwards.',
      icon: 'i-lucide-gauge',
      figure: { value: '97%', label: 'of milestones delivered on the agreed date' },
    },
  ] satisfies WhyCard[],
} as const;
