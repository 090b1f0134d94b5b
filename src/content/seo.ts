import { defaultLocale, type Locale } from '../config/locales';
import { siteConfig } from '../config/site';
import { colors, darkColors } from '../features/theme/colors';
import { fillMessage } from '../lib/fill-message';
import type { Copy } from './types';

/** A page's entry in search results and share cards. */
export type PageSeo = { title: string; description: string };

/** A generated PNG in the static output: its URL path and square size in pixels. */
type IconFile = { path: string; size: number; purpose: 'any' | 'maskable' };

/** The large app icon, also the agency's logo in the structured data. */
const icon512 = { path: '/icon-512.png', size: 512, purpose: 'any' } as const satisfies IconFile;

/** What search engines, share cards and browsers show; scripts/postbuild/seo.ts writes the files. */
export const seo = {
  /** The browser UI colour around the page: the paper of the header, light and dark. */
  themeColor: colors.paper,
  themeColorDark: darkColors.paper,
  /** The card shown when the site is shared, one per language (`shareImageOf`). */
  shareImage: { width: 1200, height: 630, type: 'image/png' },
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
  organization: { availableLanguage: ['English'], contactType: 'sales' },
} as const satisfies {
  icons: {
    svg: string;
    png32: IconFile;
    appleTouch: IconFile;
    logo: IconFile;
    manifest: readonly IconFile[];
  };
  [key: string]: unknown;
};

const withName = (text: string) => fillMessage(text, { name: siteConfig.name });

/** A language's titles and descriptions (about 60 and 150-160 characters fit a search result). */
export const seoCopyOf = ({ seo: words }: Copy) => ({
  home: {
    title: withName(words.home.title),
    description: words.home.description,
  } satisfies PageSeo,
  notFound: {
    title: withName(words.notFound.title),
    description: words.notFound.description,
  } satisfies PageSeo,
  organization: { ...words.organization, description: withName(words.organization.description) },
});

/** A language's share card: drawn from its hero headline at build time (scripts/postbuild/seo.ts). */
export const shareImageOf = (locale: Locale, copy: Copy) => ({
  ...seo.shareImage,
  path: locale === defaultLocale ? '/og.png' : `/og-${locale}.png`,
  alt: `${siteConfig.name}: ${copy.hero.title}`,
  /** Top right of the card, across from the wordmark. */
  tagline: copy.seo.shareImageTagline,
  title: copy.hero.title,
});
