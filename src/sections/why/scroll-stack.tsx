'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { STACK_CARD_THRESHOLDS } from '../../config/spec';
import { followScroll, prefersReducedMotion } from '../../features/scroll/scroll-engine';

export const stackProgress = (sectionTop: number, viewportHeight: number): number => {
  if (viewportHeight <= 0) return 0;
  const progress = -sectionTop / (2 * viewportHeight);
  return Math.min(1, Math.max(0, progress));
};

export const sectionInView = (sectionTop: number, sectionBottom: number, viewportHeight: number) =>
  sectionTop < viewportHeight && sectionBottom > 0;

/** Card 1 once the section enters view, card 2 from progress 0.33, card 3 from 0.66. */
export const visibleCards = (progress: number, inView: boolean): number => {
  if (!inView) return 0;
  return STACK_CARD_THRESHOLDS.filter((threshold) => progress >= threshold).length;
};

type Props = { id: string; children: ReactNode };

// Without JavaScript or with reduced motion the cards stack by CSS sticky; followed only when near.
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
      setVisible(
        visibleCards(
          stackProgress(top, place.viewport),
          sectionInView(top, top + place.height, place.viewport),
        ),
      );
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
      // Starts following before it arrives, so it is ready on arrival.
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
