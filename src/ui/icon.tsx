import type { IconName } from './icon-names';

type Props = { icon: IconName; className?: string };

/** Decorative, so hidden from assistive technology; size it with size-* utilities. */
export const Icon = ({ icon, className = '' }: Props) => (
  <svg className={`icon ${className}`} aria-hidden="true">
    <use href={`#${icon}`} />
  </svg>
);
