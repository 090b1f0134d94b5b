import type { ReactNode } from 'react';
import type { Chip, SectionIntro as SectionIntroContent } from '../content/copy';
import type { SectionId } from '../content/sections';

type Props = {
  id?: SectionId;
  titleId: string;
  spacing?: 'y' | 'bottom';
  width?: 'wrap' | 'columns';
  /** The section draws its own padding and places its own column. */
  bare?: boolean;
  /** Sections below the hero skip the first layout (`.deferred-layout`, performance.md, 7). */
  deferLayout?: boolean;
  className?: string;
  /** What the floating stack steps aside for while this section is on screen (src/ui/floating-stack.tsx). */
  floatsAway?: 'end';
  intro?: SectionIntroContent;
  children: ReactNode;
};

const spacings = {
  y: 'py-18 md:py-28 lg:py-32',
  bottom: 'pb-18 md:pb-28 lg:pb-32',
} as const;
const widths = { wrap: 'wrap', columns: 'wrap grid gap-12 lg:grid-cols-12 lg:gap-10' } as const;

export const Section = ({
  id,
  titleId,
  spacing = 'y',
  width = 'wrap',
  bare = false,
  deferLayout = true,
  className = '',
  floatsAway,
  intro,
  children,
}: Props) => {
  const content = (
    <>
      {intro && <SectionIntro id={titleId} content={intro} />}
      {children}
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-floats-away={floatsAway}
      className={[deferLayout && 'deferred-layout', !bare && spacings[spacing], className]
        .filter(Boolean)
        .join(' ')}
    >
      {bare ? content : <div className={widths[width]}>{content}</div>}
    </section>
  );
};

type IntroProps = { id: string; content: SectionIntroContent; tone?: 'paper' | 'ink' };

export const SectionIntro = ({ id, content, tone = 'paper' }: IntroProps) => {
  const { chip, eyebrow, title, lead } = content;
  const onInk = (className: string) => (tone === 'ink' ? ` ${className}` : '');
  return (
    <div className="max-w-[46rem]">
      {chip && <SectionChip chip={chip} tone={tone} />}
      {eyebrow && <p className={`eyebrow text-accent${onInk('text-accent-light')}`}>{eyebrow}</p>}
      <h2
        id={id}
        className={`text-3xl md:text-4xl lg:text-5xl font-semibold tracking-[-0.035em] mt-5 ${tone === 'ink' ? 'text-night-text' : ''}`}
      >
        {title}
      </h2>
      {lead && (
        <p
          className={`mt-5 max-w-[40rem] text-base md:text-lg text-muted${onInk('text-night-muted')}`}
        >
          {lead}
        </p>
      )}
    </div>
  );
};

type ChipProps = { chip: Chip; tone?: 'paper' | 'ink' };

const tones = {
  paper: { pill: 'border-line bg-surface text-ink', number: 'text-accent', dot: 'bg-ink/25' },
  ink: {
    pill: 'border-white/15 bg-white/5 text-night-text',
    number: 'text-accent-light',
    dot: 'bg-white/30',
  },
} as const;

export const SectionChip = ({ chip, tone = 'paper' }: ChipProps) => (
  <p
    className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium ${tones[tone].pill}`}
    data-chip={chip.number}
  >
    <span className={`font-semibold tabular-nums ${tones[tone].number}`}>{chip.number}</span>
    <span aria-hidden="true" className={`size-1 rounded-full ${tones[tone].dot}`} />
    <span>{chip.label}</span>
  </p>
);
