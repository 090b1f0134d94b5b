import { siteConfig } from '../config/site';
import { colors, darkColors } from '../features/theme/colors';
import { hero } from './hero';

/** A page's entry in search results and share cards. */
export type PageSeo = { title: string; description: string };

/** A generated PNG in the static output: its URL path and square size in pixels. */
export type IconFile = { path: string; size: number; purpose: 'any' | 'maskable' };

/** The large app icon, also the agency's logo in the structured data. */
const icon512 = { path: '/icon-512.png', size: 512, purpose: 'any' } as const satisfies IconFile;

/**
 * What search engines, social cards and browsers show of the site. The files named here are
 * written into dist/public by scripts/postbuild/seo.ts; the page links to the same paths.
 */
export const seo = {
  home: {
    // About 60 characters, and 150-160 for the description: what fits a search result unclipped.
    title: `${siteConfig.name} · Websites, mobile apps and APIs, shipped in days`,
    description:
      'A senior software agency for founders and product teams: websites, mobile apps, e-commerce and APIs shipped in days. Fixed price or hourly, 24/7 support.',
  },
  notFound: {
    title: `Page not found (404) · ${siteConfig.name}`,
    description: 'The page you are looking for has moved or never existed.',
  },
  locale: 'en_US',
  language: 'en',
  /** The browser UI colour around the page: the paper of the header, light and dark. */
  themeColor: colors.paper,
  themeColorDark: darkColors.paper,
  /** The 1200x630 card shown when the site is shared, drawn from the hero headline at build time. */
  shareImage: {
    path: '/og.png',
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: `${siteConfig.name}: ${hero.title}`,
    /** Top right of the card, across from the wordmark. */
    tagline: 'Senior software agency',
  },
  icons: {
    svg: '/favicon.svg',
    png32: { path: '/favicon-32x32.png', size: 32, purpose: 'any' },
    appleTouch: { path: '/apple-touch-icon.png', size: 180, purpose: 'any' },
    logo: icon512,
    manifest: [
      { path: '/icon-192.png', size: 192, purpose: 'any' },
      icon512,
      { path: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
    ],
  },
  manifestPath: '/site.webmanifest',
  /** The agency as structured data: who it serves and how to reach it. */
  organization: {
    description: `${siteConfig.name} is a senior software agency of designers and engineers building websites, mobile apps, UI/UX design, e-commerce solutions and APIs, with maintenance and 24/7 support. Remote, for clients worldwide, at a fixed price or by the hour.`,
    areaServed: 'Worldwide',
    availableLanguage: ['English'],
    contactType: 'sales',
    catalogName: 'Software development services',
  },
} as const satisfies {
  home: PageSeo;
  notFound: PageSeo;
  icons: {
    svg: string;
    png32: IconFile;
    appleTouch: IconFile;
    logo: IconFile;
    manifest: readonly IconFile[];
  };
  [key: string]: unknown;
};
