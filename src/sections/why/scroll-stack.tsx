'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { STACK_CARD_THRESHOLDS } from '../../config/spec';
import { followScroll, prefersReducedMotion } from '../../features/scroll/scroll-engine';

/** Card 1 once the section is in view, card 2 from 0.33 of its run (twice the viewport), card 3 from 0.66. */
export const visibleCards = (
  sectionTop: number,
  sectionBottom: number,
  viewport: number,
): number => {
  if (sectionTop >= viewport || sectionBottom <= 0) return 0;
  const progress = viewport > 0 ? -sectionTop / (2 * viewport) : 0;
  return STACK_CARD_THRESHOLDS.filter((threshold) => Math.max(0, progress) >= threshold).length;
};

type Props = { id: string; children: ReactNode };

// Until it runs, without JavaScript or with reduced motion the cards pin by CSS; followed only when near.
export const ScrollStack = ({ id, children }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const [enabled, setEnabled] = useState(false);
  // Unknown (null) until the section is measured: till then the first card shows, unanimated.
  const [visible, setVisible] = useState<number | null>(null);

  useEffect(() => {
    const section = ref.current;
    if (!section || prefersReducedMotion()) return;
    setEnabled(true);
    let place = { top: 0, height: 0, viewport: 0 };
    const update = (y: number) => {
      const top = place.top - y;
      setVisible(visibleCards(top, top + place.height, place.viewport));
    };
    const measure = () => {
      const box = section.getBoundingClientRect();
      place = { top: box.top + window.scrollY, height: box.height, viewport: window.innerHeight };
      update(window.scrollY);
    };
    let stopFollowing: (() => void) | null = null;
    const leave = () => {
      stopFollowing?.();
      stopFollowing = null;
      window.removeEventListener('resize', measure);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          leave();
          setVisible(0);
          return;
        }
        if (stopFollowing) return;
        measure();
        stopFollowing = followScroll(update);
        window.addEventListener('resize', measure);
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      leave();
    };
  }, []);
  return (
    <div
      id={id}
      ref={ref}
      className="why-stack"
      data-stack={enabled ? 'on' : 'static'}
      data-visible={enabled ? (visible ?? undefined) : undefined}
    >
      {children}
    </div>
  );
};
