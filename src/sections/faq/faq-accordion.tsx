'use client';

import { useCallback, useRef, useState } from 'react';
import type { FaqItem as Item } from '../../content/faq';
import { INITIAL_OPEN_INDEX, toggleAccordion } from './accordion';
import { FaqItem } from './faq-item';

type Props = { items: readonly Item[] };

// Prerendered as hydrated, so hydration moves nothing (performance.md, 11). The first toggle marks the
// list `animated` without a render: marked at hydration, the open answer would fade in while being read.
export const FaqAccordion = ({ items }: Props) => {
  const [openIndex, setOpenIndex] = useState(INITIAL_OPEN_INDEX);
  const list = useRef<HTMLDivElement>(null);
  const toggle = useCallback((index: number) => {
    if (list.current) list.current.dataset.accordion = 'animated';
    setOpenIndex((current) => toggleAccordion(current, index));
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
