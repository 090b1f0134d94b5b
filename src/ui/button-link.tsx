import type { ReactNode } from 'react';

type Props = {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'on-ink' | 'ghost-on-ink';
  className?: string;
};

const variants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  'on-ink': 'btn-on-ink',
  'ghost-on-ink': 'btn-ghost-on-ink',
} as const;

/** A link that looks like a button (navigation, so an <a>). */
export const ButtonLink = ({ href, children, variant = 'primary', className = '' }: Props) => (
  <a href={href} className={`${variants[variant]} ${className}`}>
    {children}
  </a>
);
