import type { Chip, Copy } from './copy';

export const heroContent = ({ hero }: Copy) => ({
  ...hero,
  chip: { number: '01', label: hero.chip } satisfies Chip,
  proof: [
    { value: '2017', label: hero.proof.since },
    { value: '140+', label: hero.proof.launched },
    { value: '23', label: hero.proof.countries },
  ],
});

export const heroPreviewContent = ({ hero: { preview } }: Copy) => ({
  sprint: {
    label: preview.sprint,
    project: preview.project,
    progress: 72,
    tasks: [
      { title: preview.tasks.onboarding, done: true },
      { title: preview.tasks.booking, done: true },
      { title: preview.tasks.reminders, done: false },
    ],
  },
  deploy: { label: preview.deploy, commit: preview.commit, status: preview.status },
  scores: Object.values(preview.scores).map((label) => ({ label, value: 100 })),
});
