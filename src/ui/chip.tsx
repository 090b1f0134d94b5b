import type { Chip } from '../content/types';

type Props = { chip: Chip; tone?: 'paper' | 'ink' };

const tones = {
  paper: { pill: 'border-line bg-surface text-ink', number: 'text-accent', dot: 'bg-ink/25' },
  ink: {
    pill: 'border-white/15 bg-white/5 text-night-text',
    number: 'text-accent-light',
    dot: 'bg-white/30',
  },
} as const;

export const SectionChip = ({ chip, tone = 'paper' }: Props) => (
  <p
    className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium ${tones[tone].pill}`}
    data-chip={chip.number}
  >
    <span className={`font-semibold tabular-nums ${tones[tone].number}`}>{chip.number}</span>
    <span aria-hidden="true" className={`size-1 rounded-full ${tones[tone].dot}`} />
    <span>{chip.label}</span>
  </p>
);
