import type { IconName } from './types';

export type ProcessStep = {
  icon: IconName;
  title: string;
  description: string;
  duration: string;
};

export const process = {
  /** Before each step's number: "Step 01". */
  stepLabel: 'Step',
  /** Read before each step's duration (visually hidden). */
  durationLabel: 'Duration: ',
  eyebrow: 'Our Process',
  title: 'From Concept to Launch',
  lead: 'Four steps, each with a clear outcome and a date you can plan around. You see working software at every one of them.',
  steps: [
    {
      icon: 'i-lucide-compass',
      title: 'Discovery & Planning',
      description:
        'We map your goals, users and constraints, then agree the scope, the milestones and a quote you can plan around.',
      duration: '1-2 days',
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'Design & Development',
      description:
        'Designers and engineers work side by side, with a live preview link and a demo of working software every few days.',
      duration: '3-5 days',
    },
    {
      icon: 'i-lucide-flask-conical',
      title: 'Testing & Refinement',
      description:
        'Automated and hands-on testing across devices, accessibility and performance checks, with your feedback folded in.',
      duration: '1-2 days',
    },
    {
      icon: 'i-lucide-rocket',
      title: 'Launch & Support',
      description:
        'We deploy, monitor and hand over the keys, then stay on call with 24/7 support and monthly improvements.',
      duration: 'Ongoing',
    },
  ],
} satisfies {
  stepLabel: string;
  durationLabel: string;
  eyebrow: string;
  title: string;
  lead: string;
  steps: ProcessStep[];
};
