import type { SectionIntro as SectionIntroContent } from '../content/types';
import { SectionChip } from './chip';

type Props = { id: string; content: SectionIntroContent; tone?: 'paper' | 'ink' };

/** A section's opening: chip or eyebrow, the h2 (its id labels the section) and a lead paragraph. */
export const SectionIntro = ({ id, content, tone = 'paper' }: Props) => {
  const { chip, eyebrow, title, lead } = content;
  const onInk = (className: string) => (tone === 'ink' ? ` ${className}` : '');
  return (
    <div className="max-w-[46rem]">
      {chip && <SectionChip chip={chip} tone={tone} />}
      {eyebrow && (
        <p
          className={`text-xs font-semibold uppercase tracking-[0.14em] text-accent${onInk('text-accent-light')}`}
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
      <p
        className={`mt-5 max-w-[40rem] text-base md:text-lg text-muted text-pretty${onInk('text-night-muted')}`}
      >
        {lead}
      </p>
    </div>
  );
};
