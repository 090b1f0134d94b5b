import type { Chip } from './types';

export const newsletter = {
  chip: { number: '05', label: 'Newsletter' } satisfies Chip,
  title: 'Notes from the workshop',
  lead: 'One email a month: what we shipped, what broke and what we learned. No fluff, and you can unsubscribe in one click.',
  field: { label: 'Email address', placeholder: 'you@company.com' },
  submit: 'Subscribe',
  privacy: 'We never share your address.',
} as const;
