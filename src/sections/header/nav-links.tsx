import type { NavLink } from '../../content/navigation';
import { Icon } from '../../ui/icon';

type Props = { links: NavLink[]; variant?: 'bar' | 'menu' | 'footer'; className?: string };

const styles = {
  bar: [
    'inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-2.5 lg:px-4',
    'text-sm font-medium text-muted transition-colors hover:(bg-ink/5 text-ink)',
  ].join(' '),
  menu: 'flex min-h-14 items-center border-b border-line text-2xl font-semibold tracking-[-0.02em]',
  footer: 'footer-link',
} as const;

/** The header's links as a list: in the bar, in the open menu, or in the footer. */
export const NavLinks = ({ links, variant = 'bar', className }: Props) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.href}>
        {link.kind === 'external' ? (
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${styles[variant]} gap-1.5`}
          >
            {link.label}
            <Icon icon="i-lucide-arrow-up-right" className="size-4 opacity-70" />
            <span className="sr-only">{` ${link.opensInNewTab}`}</span>
          </a>
        ) : (
          <a href={link.href} className={styles[variant]}>
            {link.label}
          </a>
        )}
      </li>
    ))}
  </ul>
);
