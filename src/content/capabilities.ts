import type { IconName } from './types';

export type EngagementDetail = { icon: IconName; label: string; value: string };

export const capabilities = {
  eyebrow: 'Capabilities',
  title: 'How we work with you',
  lead: 'Clear terms, direct access to the people building your product, and software you fully own.',
  list: [
    'Product discovery and technical scoping',
    'Clickable prototypes within the first week',
    'Accessible, responsive front ends',
    'Scalable APIs and cloud infrastructure',
    'Payments, analytics and CRM integrations',
    'Automated testing and CI/CD pipelines',
    'Performance and SEO optimisation',
    'Code audits and rescue of stalled projects',
  ],
  details: [
    { icon: 'i-lucide-receipt', label: 'Billing', value: 'Fixed-price or hourly, your choice' },
    { icon: 'i-lucide-earth', label: 'Where', value: 'Remote, with clients in 23 countries' },
    { icon: 'i-lucide-clock', label: 'Hours', value: 'Overlap with US, EU and APAC time zones' },
    {
      icon: 'i-lucide-git-branch',
      label: 'Ownership',
      value: 'Your repository, your code, from day one',
    },
  ] satisfies EngagementDetail[],
} as const;
