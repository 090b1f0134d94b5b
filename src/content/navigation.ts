import { siteConfig } from '../config/site';
import type { Copy } from './copy';

export type NavLink =
  | { kind: 'anchor'; label: string; href: `#${string}` }
  | { kind: 'external'; label: string; href: string; opensInNewTab: string };

/** The header's links, in order (HDR-2). Home scrolls to the top; the sister product opens in a new tab. */
export const navLinksOf = ({ navigation: { links, opensInNewTab } }: Copy): NavLink[] => [
  { kind: 'anchor', label: links.home, href: '#top' },
  { kind: 'anchor', label: links.contact, href: '#contact' },
  { kind: 'anchor', label: links.testimonials, href: '#testimonials' },
  {
    kind: 'external',
    label: links.sisterProduct.replace('{product}', siteConfig.sisterProduct.name),
    href: siteConfig.sisterProduct.url,
    opensInNewTab,
  },
];
