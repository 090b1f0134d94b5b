import { STACK_CARD_THRESHOLDS } from '../../config/spec';

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
