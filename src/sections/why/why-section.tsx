import type { CSSProperties } from 'react';
import type { Copy } from '../../content/copy';
import { type WhyCard as WhyCardContent, whyContent } from '../../content/why';
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
      spacing="none"
      width="none"
      className="border-y border-night-edge bg-night text-night-text"
    >
      <div className="wrap pt-18 md:pt-28 lg:pt-32">
        <SectionIntro id="why-title" content={why} tone="ink" />
      </div>
      <ScrollStack id="our-approach">
        <div className="why-stack-viewport">
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

const WhyCard = ({ card, index, total }: CardProps) => (
  <article
    className="why-card p-7 md:p-11"
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
      <span className="grid size-11 place-items-center rounded-xl border border-white/10 bg-white/5 text-accent-light">
        <Icon icon={card.icon} className="size-5" />
      </span>
    </div>
    <div className="mt-auto grid gap-8 pt-10 md:grid-cols-[1fr_auto] md:items-end md:gap-12">
      <div>
        <h3 className="text-2xl font-semibold tracking-[-0.03em] text-balance md:text-4xl">
          {card.headline}
        </h3>
        <p className="mt-4 max-w-[36rem] text-night-muted text-pretty md:text-lg">{card.body}</p>
      </div>
      <p className="flex flex-col border-t border-white/10 pt-5 md:(border-l border-t-0 pl-8 pt-0 max-w-[13rem])">
        <span className="text-5xl font-semibold tabular-nums tracking-[-0.04em] md:text-6xl">
          {card.figure}
        </span>
        <span className="mt-1 text-sm text-night-muted">{card.figureLabel}</span>
      </p>
    </div>
  </article>
);
