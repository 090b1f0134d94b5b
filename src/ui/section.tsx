import type { ComponentProps } from 'react';
import type { Chip, SectionIntro as SectionIntroContent } from '../content/copy';
import type { SectionId } from '../content/sections';

type Props = ComponentProps<'section'> & {
  id?: SectionId;
  titleId: string;
  spacing?: 'y' | 'bottom';
  width?: 'wrap' | 'columns';
  /** The section draws its own padding and places its own column. */
  bare?: boolean;
  /** Sections below the hero skip the first layout (`.deferred-layout`, performance.md, 7). */
  deferLayout?: boolean;
  intro?: SectionIntroContent;
};

const spacings = {
  y: 'py-18 md:py-28 lg:py-32',
  bottom: 'pb-18 md:pb-28 lg:pb-32',
} as const;
const widths = { wrap: 'wrap', columns: 'wrap grid gap-12 lg:grid-cols-12 lg:gap-10' } as const;

export const Section = ({
  titleId,
  spacing = 'y',
  width = 'wrap',
  bare = false,
  deferLayout = true,
  className = '',
  intro,
  children,
  ...section
}: Props) => (
  <section
    aria-labelledby={titleId}
    className={[deferLayout && 'deferred-layout', !bare && spacings[spacing], className]
      .filter(Boolean)
      .join(' ')}
    {...section}
  >
    {bare ? (
      children
    ) : (
      <div className={widths[width]}>
        {intro && <SectionIntro id={titleId} content={intro} />}
        {children}
      </div>
    )}
  </section>
);

type Tone = 'paper' | 'ink';

// The text colour is the section's own; on ink the chip, the accents and the lead lighten.
const tones = {
  paper: {
    pill: 'border-line bg-surface',
    accent: 'text-accent',
    dot: 'bg-ink/25',
    lead: 'text-muted',
  },
  ink: {
    pill: 'border-white/15 bg-white/5',
    accent: 'text-accent-light',
    dot: 'bg-white/30',
    lead: 'text-night-muted',
  },
} as const;

type IntroProps = { id: string; content: SectionIntroContent; tone?: Tone };

export const SectionIntro = ({ id, content, tone = 'paper' }: IntroProps) => (
  <div className="max-w-[46rem]">
    {content.chip && <SectionChip chip={content.chip} tone={tone} />}
    {content.eyebrow && <p className={`eyebrow ${tones[tone].accent}`}>{content.eyebrow}</p>}
    <h2 id={id} className="mt-5 text-3xl font-semibold tracking-[-0.035em] md:text-4xl lg:text-5xl">
      {content.title}
    </h2>
    {content.lead && (
      <p className={`mt-5 max-w-[40rem] md:text-lg ${tones[tone].lead}`}>{content.lead}</p>
    )}
  </div>
);

type ChipProps = { chip: Chip; tone?: Tone };

export const SectionChip = ({ chip, tone = 'paper' }: ChipProps) => (
  <p
    className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium ${tones[tone].pill}`}
    data-chip={chip.number}
  >
    <span className={`font-semibold tabular-nums ${tones[tone].accent}`}>{chip.number}</span>
    <span aria-hidden="true" className={`size-1 rounded-full ${tones[tone].dot}`} />
    <span>{chip.label}</span>
  </p>
);
