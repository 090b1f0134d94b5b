import type lucide from '@iconify-json/lucide/icons.json';

/** A Lucide icon: a name the set lacks is a type error; the sprite draws those the source names. */
export type IconName = `i-lucide-${keyof (typeof lucide)['icons'] & string}`;

type Props = { icon: IconName; className?: string };

/** Decorative, so hidden from assistive technology; size it with size-* utilities. */
export const Icon = ({ icon, className = '' }: Props) => (
  <svg className={`icon ${className}`} aria-hidden="true">
    <use href={`#${icon}`} />
  </svg>
);
