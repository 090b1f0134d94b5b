import type { ReactNode } from 'react';
import { Icon } from './icon';

/** The button looks (uno.config.ts shortcuts), shared with the scheduler's button. */
export const buttonVariants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  'on-ink': 'btn-on-ink',
  'ghost-on-ink': 'btn-ghost-on-ink',
} as const;

type Props = {
  href: string;
  children: ReactNode;
  variant?: keyof typeof buttonVariants;
  className?: string;
};

/** A link that looks like a button, its label followed by an arrow: where it leads is on this page. */
export const ButtonLink = ({ href, children, variant = 'primary', className = '' }: Props) => (
  <a href={href} className={`${buttonVariants[variant]} ${className}`}>
    {children}
    <Icon icon="i-lucide-arrow-right" className="size-4" />
  </a>
);
