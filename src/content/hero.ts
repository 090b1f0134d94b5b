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
