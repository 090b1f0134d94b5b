import type { IconClass } from '../content/types';

type Props = { icon: IconClass; className?: string };

/** A Lucide icon drawn by CSS (UnoCSS icon preset): decorative, hidden from assistive technology. */
export const Icon = ({ icon, className = '' }: Props) => (
  <span className={`${icon} ${className}`} aria-hidden="true" />
);
