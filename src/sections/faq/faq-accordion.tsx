'use client';

import { useCallback, useRef, useState } from 'react';
import type { FaqItem as Item } from '../../content/faq';
import { INITIAL_OPEN_INDEX, toggleAccordion } from './accordion';
import { FaqItem } from './faq-item';

type Props = { items: readonly Item[] };

/**
 * The FAQ as a WAI-ARIA accordion: one item open or none, the first open at the start. The
 * prerendered HTML is already in that state, so hydration moves nothing on the page (closing seven
 * answers used to shorten it by hundreds of pixels, shifting whatever the visitor was reading below
 * it). Without JavaScript the section's <noscript> style shows every answer instead.
 *
 * The visitor's first toggle marks the list `data-accordion="animated"`: from then on an opened
 * answer fades in. Marking it at hydration would fade in the answer already open at that moment
 * (it starts to match the animated selector), a flicker while the visitor reads it. The attribute
 * is set on the element itself, so no re-render is spent on it.
 */
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
