import { siteConfig } from '../config/site';
import { telHref } from '../lib/utils';
import type { Copy } from './copy';

export type NavLink =
  | { kind: 'anchor'; label: string; href: string }
  | { kind: 'external'; label: string; href: string; opensInNewTab: string };

/**
 * The header's links, in order (HDR-2). Home scrolls to the top; the sister product opens in a new tab.
 * On a page beside the home page (`home` given) they lead to the home page and its sections.
 */
export const navLinksOf = (
  { navigation: { links }, actions: { opensInNewTab } }: Copy,
  home?: string,
): NavLink[] => [
  { kind: 'anchor', label: links.home, href: home ?? '#top' },
  { kind: 'anchor', label: links.contact, href: `${home ?? ''}#contact` },
  { kind: 'anchor', label: links.testimonials, href: `${home ?? ''}#testimonials` },
  {
    kind: 'external',
    label: links.sisterProduct.replace('{product}', siteConfig.sisterProduct.name),
    href: siteConfig.sisterProduct.url,
    opensInNewTab,
  },
];

/** The agency's phone and email as links: in the open menu, the contact card and the footer. */
export const contactLinks = [
  {
    kind: 'phone',
    href: telHref(siteConfig.phone),
    icon: 'i-lucide-phone',
    text: siteConfig.phone,
  },
  {
    kind: 'email',
    href: `mailto:${siteConfig.email}`,
    icon: 'i-lucide-mail',
    text: siteConfig.email,
  },
] as const;
