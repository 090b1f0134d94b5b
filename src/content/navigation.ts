import { siteConfig } from '../config/site';

export type NavLink =
  | { kind: 'top'; label: string; href: '#top' }
  | { kind: 'anchor'; label: string; href: `#${string}` }
  | { kind: 'external'; label: string; href: string };

/** The header's links, in order. Home scrolls to the top; the sister product opens in a new tab. */
export const navLinks = [
  { kind: 'top', label: 'Home', href: '#top' },
  { kind: 'anchor', label: 'Contact', href: '#contact' },
  { kind: 'anchor', label: 'Testimonials', href: '#testimonials' },
  {
    kind: 'external',
    label: `Try ${siteConfig.sisterProduct.name}`,
    href: siteConfig.sisterProduct.url,
  },
] as const satisfies readonly NavLink[];

/** Labels that several components and the tests share. */
export const actionLabels = {
  startProject: 'Start Your Project',
  scheduleCall: 'Schedule a Call',
  scheduleLoading: 'Loading...',
  getInTouch: 'Get in Touch',
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
} as const;
