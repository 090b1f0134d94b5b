import type { CSSProperties } from 'react';
import type { Copy } from '../../content/copy';
import { type WhyCard as WhyCardContent, whyContent } from '../../content/sections';
import { Icon } from '../../ui/icon';
import { Section, SectionIntro } from '../../ui/section';
import { ScrollStack } from './scroll-stack';

type Props = { copy: Copy };

/** On ink so it reads as a chapter; its three cards stack as the visitor scrolls through #our-approach. */
export const WhySection = ({ copy }: Props) => {
  const why = whyContent(copy);
  return (
    <Section
      id="why-humanoid"
      titleId="why-title"
      bare
      className="border-y border-night-edge bg-night text-night-text"
    >
      <div className="wrap pt-18 md:pt-28 lg:pt-32">
        <SectionIntro id="why-title" content={why} tone="ink" />
      </div>
      <ScrollStack id="our-approach">
        <div className="why-stack-viewport" data-floats-away="chapter">
          <div className="wrap why-stack-deck">
            {why.cards.map((card, index) => (
              <WhyCard key={card.id} card={card} index={index} total={why.cards.length} />
            ))}
          </div>
        </div>
      </ScrollStack>
    </Section>
  );
};

type CardProps = { card: WhyCardContent; index: number; total: number };

// Sized for a short phone (320x568): the figure sits beside its label, type steps up from 640 px.
const WhyCard = ({ card, index, total }: CardProps) => (
  <article
    className="why-card p-5 sm:p-7 md:p-11"
    data-stack-card={index}
    style={{ '--stack-index': index } as CSSProperties}
    aria-labelledby={`why-card-${card.id}`}
  >
    <div className="flex items-center justify-between gap-4">
      <p className="flex items-center gap-3 text-sm font-medium text-night-muted">
        <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums text-accent-light">
          {String(index + 1).padStart(2, '0')} / {String(total).padStart(2, '0')}
        </span>
        <span id={`why-card-${card.id}`}>{card.title}</span>
      </p>
      <span className="grid size-9 shrink-0 place-items-center rounded-xl border border-white/10 bg-white/5 text-accent-light md:size-11">
        <Icon icon={card.icon} className="size-5" />
      </span>
    </div>
    <div className="mt-auto grid gap-4 pt-5 sm:gap-8 sm:pt-10 md:grid-cols-[1fr_auto] md:items-end md:gap-12">
      <div>
        <h3 className="text-[1.375rem] font-semibold leading-[1.2] tracking-[-0.03em] sm:text-2xl md:text-4xl">
          {card.headline}
        </h3>
        <p className="mt-2 text-sm text-night-muted sm:mt-4 sm:text-base max-w-[36rem] md:text-lg">
          {card.body}
        </p>
      </div>
      <p className="flex items-center gap-4 border-t border-white/10 pt-4 md:(max-w-[13rem] flex-col items-start gap-1 border-l border-t-0 pl-8 pt-0)">
        <span className="shrink-0 text-4xl font-semibold tabular-nums tracking-[-0.04em] sm:text-5xl md:text-6xl">
          {card.figure}
        </span>
        <span className="text-sm text-night-muted">{card.figureLabel}</span>
      </p>
    </div>
  </article>
);
