import type { ReactNode } from 'react';
import type { SectionIntro as SectionIntroContent } from '../content/types';
import { SectionChip } from './chip';

type Props = {
  id: string;
  /** The section's chip or eyebrow, title and lead, as its content module words them. */
  content: SectionIntroContent;
  tone?: 'paper' | 'ink';
  align?: 'start' | 'center';
  children?: ReactNode;
};

/** A section's opening: chip or eyebrow, the h2 (its id labels the section) and a lead paragraph. */
export const SectionIntro = ({
  id,
  content: { chip, eyebrow, title, lead },
  tone = 'paper',
  align = 'start',
  children,
}: Props) => (
  <div
    className={
      align === 'center' ? 'mx-auto max-w-[46rem] text-center [&>p]:mx-auto' : 'max-w-[46rem]'
    }
  >
    {chip && <SectionChip chip={chip} tone={tone} />}
    {eyebrow && (
      <p className={tone === 'ink' ? 'eyebrow text-accent-light' : 'eyebrow'}>{eyebrow}</p>
    )}
    <h2 id={id} className={`section-title mt-5 ${tone === 'ink' ? 'text-night-text' : ''}`}>
      {title}
    </h2>
    {lead && (
      <p className={tone === 'ink' ? 'section-lead text-night-muted' : 'section-lead'}>{lead}</p>
    )}
    {children}
  </div>
);
