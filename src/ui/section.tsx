import type { ReactNode } from 'react';
import type { SectionId } from '../content/sections';
import type { SectionIntro as SectionIntroContent } from '../content/types';
import { SectionIntro } from './section-intro';

type Props = {
  id?: SectionId;
  titleId: string;
  /** `none`: the section draws its own padding and places its own column. */
  spacing?: 'y' | 'bottom' | 'none';
  width?: 'wrap' | 'columns' | 'none';
  /** Sections below the hero skip the first layout (`.deferred-layout`, performance.md, 7). */
  deferLayout?: boolean;
  className?: string;
  intro?: SectionIntroContent;
  children: ReactNode;
};

const spacings = {
  y: 'py-18 md:py-28 lg:py-32',
  bottom: 'pb-18 md:pb-28 lg:pb-32',
  none: '',
} as const;
const widths = { wrap: 'wrap', columns: 'wrap grid gap-12 lg:grid-cols-12 lg:gap-10' } as const;

export const Section = ({
  id,
  titleId,
  spacing = 'y',
  width = 'wrap',
  deferLayout = true,
  className = '',
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
      className={[deferLayout && 'deferred-layout', spacings[spacing], className]
        .filter(Boolean)
        .join(' ')}
    >
      {width === 'none' ? content : <div className={widths[width]}>{content}</div>}
    </section>
  );
};
