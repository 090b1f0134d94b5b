import type { ReactNode } from 'react';

type Props = { children: ReactNode; className?: string };

/** Wraps an item that fades in as it scrolls into view (the motion arrives with the client). */
export const RevealOnScroll = ({ children, className = '' }: Props) => (
  <div className={className} data-reveal="">
    {children}
  </div>
);
