import type { Chip, Copy } from './types';

export const newsletterContent = ({ newsletter }: Copy) => ({
  ...newsletter,
  chip: { number: '05', label: newsletter.chip } satisfies Chip,
});

export type NewsletterContent = ReturnType<typeof newsletterContent>;
