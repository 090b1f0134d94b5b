'use client';

import { memo } from 'react';
import type { FaqItem as Item } from '../../content/faq';
import { Icon } from '../../ui/icon';

type Props = { item: Item; index: number; expanded: boolean; onToggle: (index: number) => void };

/** One question and its answer; memoised, so a toggle re-renders only the two items it changes. */
export const FaqItem = memo(({ item, index, expanded, onToggle }: Props) => (
  <div>
    <h3>
      <button
        type="button"
        id={`faq-trigger-${index}`}
        className={[
          'faq-trigger focus flex w-full items-center justify-between gap-6 rounded-lg py-5 text-left',
          'text-lg font-semibold tracking-[-0.01em] transition-colors hover:text-accent',
        ].join(' ')}
        aria-expanded={expanded}
        aria-controls={`faq-panel-${index}`}
        onClick={() => onToggle(index)}
      >
        <span>{item.question}</span>
        <span
          className="faq-icon grid size-8 shrink-0 place-items-center rounded-full border border-line bg-surface text-ink transition-transform duration-300"
          aria-hidden="true"
        >
          <Icon icon="i-lucide-plus" className="size-4" />
        </span>
      </button>
    </h3>
    <section
      id={`faq-panel-${index}`}
      aria-labelledby={`faq-trigger-${index}`}
      className="faq-panel"
      hidden={!expanded}
    >
      <p className="pb-6 pr-4 text-muted md:pr-12">{item.answer}</p>
    </section>
  </div>
));
