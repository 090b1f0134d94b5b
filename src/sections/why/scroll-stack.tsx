'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { layOutDeferredSections, prefersReducedMotion } from '../../features/scroll';
import { sectionInView, stackProgress, visibleCards } from './stack-progress';

type Props = { id: string; children: ReactNode };

/**
 * The Why section's 300vh wrapper. Once the client takes over it pins the deck and shows the cards
 * one by one as the visitor scrolls (progress 0, 0.33, 0.66); CSS moves them with transforms and
 * opacity only. Without JavaScript, or with reduced motion, the cards simply stack with CSS sticky.
 */
export const ScrollStack = ({ id, children }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [visible, setVisible] = useState(1);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setEnabled(true);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const section = ref.current;
      if (!section) return;
      const { top, bottom } = section.getBoundingClientRect();
      const viewportHeight = window.innerHeight;
      setVisible(
        visibleCards(
          stackProgress(top, viewportHeight),
          sectionInView(top, bottom, viewportHeight),
        ),
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // First measured once the section is laid out (src/features/scroll/deferred-layout.ts), not while hydrating:
    // until then the first card shows, as at the top of the page; a scroll measures at once.
    let cancelled = false;
    void layOutDeferredSections().then(() => {
      if (!cancelled) onScroll();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelled = true;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      id={id}
      ref={ref}
      className="why-stack"
      data-stack={enabled ? 'on' : 'static'}
      data-visible={enabled ? visible : undefined}
    >
      {children}
    </div>
  );
};
