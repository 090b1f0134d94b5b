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

/** The names screen readers give to landmarks, icon-only links and hidden helpers. */
export const accessibleLabels = {
  mainNav: 'Main',
  menuNav: 'Menu',
  footerNav: 'Footer',
  /** The menu toggle without JavaScript: a link to the footer's navigation. */
  menuInFooter: 'Menu, at the foot of the page',
  backToTop: `${siteConfig.name}, back to top`,
  home: `${siteConfig.name} home`,
  /** After the name of a link that opens in a new tab (visually hidden). */
  opensInNewTab: ' (opens in a new tab)',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  /** The label of the honeypot field, which people never see. */
  honeypot: 'Leave this field empty',
} as const;
