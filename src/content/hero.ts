import type { Chip } from './types';

export type ProofPoint = { value: string; label: string };

export const hero = {
  chip: { number: '01', label: 'Innovation' } satisfies Chip,
  title: 'Software that ships in days, built to last for years.',
  lead: 'Humanoid is a senior team of designers and engineers. We build websites, mobile apps and APIs for founders and product teams in 23 countries, at a fixed price or by the hour.',
  proof: [
    { value: '2017', label: 'shipping since' },
    { value: '140+', label: 'products launched' },
    { value: '23', label: 'countries served' },
  ] satisfies ProofPoint[],
} as const;

/** The small composition of real UI fragments beside the headline. */
export const heroPreview = {
  sprint: {
    label: 'Sprint 2 of 3',
    project: 'Tandem Health · patient app',
    progress: 72,
    tasks: [
      { title: 'Onboarding flow', done: true },
      { title: 'Appointment booking', done: true },
      { title: 'Push reminders', done: false },
    ],
  },
  deploy: {
    label: 'Production deploy',
    commit: 'feat: checkout in one step',
    duration: '42s',
    status: 'Live',
  },
  scores: [
    { label: 'Performance', value: 100 },
    { label: 'Accessibility', value: 100 },
    { label: 'SEO', value: 100 },
  ],
} as const;
