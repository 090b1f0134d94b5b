'use client';

import { memo, useCallback, useRef, useState } from 'react';
import type { FaqItem as Item } from '../../content/sections';
import { Icon } from '../../ui/icon';

type ItemProps = {
  item: Item;
  index: number;
  expanded: boolean;
  onToggle: (index: number) => void;
};

/** One question and its answer; memoised, so a toggle re-renders only the two items it changes. */
const FaqItem = memo(({ item, index, expanded, onToggle }: ItemProps) => (
  <div>
    <h3 className="text-lg font-semibold">
      <button
        type="button"
        id={`faq-trigger-${index}`}
        className="focus flex w-full items-center justify-between gap-6 rounded-lg py-5 text-left tracking-[-0.01em] transition-colors hover:text-accent"
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

type Props = { items: readonly Item[] };

// Prerendered as hydrated; the first toggle turns on the animation (performance.md, 11).
export const FaqAccordion = ({ items }: Props) => {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const list = useRef<HTMLDivElement>(null);
  const toggle = useCallback((index: number) => {
    if (list.current) list.current.dataset.accordion = 'animated';
    setOpenIndex((current) => (current === index ? null : index));
  }, []);
  return (
    <div ref={list} className="divide-y divide-line border-y border-line" data-accordion="static">
      {items.map((item, index) => (
        <FaqItem
          key={item.question}
          item={item}
          index={index}
          expanded={openIndex === index}
          onToggle={toggle}
        />
      ))}
    </div>
  );
};
