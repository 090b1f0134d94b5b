import type { IconName } from './icon-names';

type Props = { icon: IconName; className?: string };

/**
 * A Lucide icon, drawn from the page's sprite (src/ui/icon-sprite.tsx): decorative, hidden
 * from assistive technology. Size it with size-* utilities; it takes the text colour.
 */
export const Icon = ({ icon, className = '' }: Props) => (
  <svg className={`icon ${className}`} aria-hidden="true">
    <use href={`#${icon}`} />
  </svg>
);
