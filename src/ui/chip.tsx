import type { Chip } from '../content/types';

type Props = { chip: Chip; tone?: 'paper' | 'ink' };

/** The numbered pill that opens a section: "01 · Innovation". */
export const SectionChip = ({ chip, tone = 'paper' }: Props) => (
  <p className={tone === 'ink' ? 'chip chip-ink' : 'chip chip-paper'} data-chip={chip.number}>
    <span className="chip-number">{chip.number}</span>
    <span aria-hidden="true" className="chip-dot" />
    <span>{chip.label}</span>
  </p>
);
