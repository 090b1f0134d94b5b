import type { SectionIntro as SectionIntroContent } from '../content/types';
import { SectionChip } from './chip';

type Props = {
  id: string;
  /** The section's chip or eyebrow, title and lead, as its content module words them. */
  content: SectionIntroContent;
  tone?: 'paper' | 'ink';
};

/** A section's opening: chip or eyebrow, the h2 (its id labels the section) and a lead paragraph. */
export const SectionIntro = ({
  id,
  content: { chip, eyebrow, title, lead },
  tone = 'paper',
}: Props) => (
  <div className="max-w-[46rem]">
    {chip && <SectionChip chip={chip} tone={tone} />}
    {eyebrow && (
      <p
        className={
          tone === 'ink'
            ? 'text-xs font-semibold uppercase tracking-[0.14em] text-accent text-accent-light'
            : 'text-xs font-semibold uppercase tracking-[0.14em] text-accent'
        }
      >
        {eyebrow}
      </p>
    )}
    <h2
      id={id}
      className={`text-3xl md:text-4xl lg:text-5xl font-semibold tracking-[-0.035em] text-balance mt-5 ${tone === 'ink' ? 'text-night-text' : ''}`}
    >
      {title}
    </h2>
    {lead && (
      <p
        className={
          tone === 'ink'
            ? 'mt-5 max-w-[40rem] text-base md:text-lg text-muted text-pretty text-night-muted'
            : 'mt-5 max-w-[40rem] text-base md:text-lg text-muted text-pretty'
        }
      >
        {lead}
      </p>
    )}
  </div>
);
