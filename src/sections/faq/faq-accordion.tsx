'use client';

import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Icon } from '../../components/icon';
import type { FaqItem } from '../../content/faq';
import { toggleAccordion } from '../../lib/accordion';
import { faqOpenIndexAtom } from '../../state/atoms';

type Props = { items: readonly FaqItem[] };

/**
 * The FAQ as a WAI-ARIA accordion: one item open or none, the first open at the start. The
 * prerendered HTML is already in that state, so hydration moves nothing on the page (closing seven
 * answers used to shorten it by hundreds of pixels, shifting whatever the visitor was reading below
 * it). Without JavaScript the section's <noscript> style shows every answer instead.
 *
 * Once hydrated, the list is marked `data-accordion="ready"` (an opened answer fades in from then
 * on) by an effect on the element itself: a state flip would re-render the whole accordion in one
 * synchronous task right after hydration, for an attribute.
 */
export const FaqAccordion = ({ items }: Props) => {
  const [openIndex, setOpenIndex] = useAtom(faqOpenIndexAtom);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (list.current) list.current.dataset.accordion = 'ready';
  }, []);
  return (
    <div ref={list} className="divide-y divide-line border-y border-line" data-accordion="static">
      {items.map((item, index) => {
        const expanded = openIndex === index;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={`faq-trigger-${index}`}
                className="faq-trigger"
                aria-expanded={expanded}
                aria-controls={`faq-panel-${index}`}
                onClick={() => setOpenIndex((current) => toggleAccordion(current, index))}
              >
                <span>{item.question}</span>
                <span className="faq-icon" aria-hidden="true">
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
        );
      })}
    </div>
  );
};
