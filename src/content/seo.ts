import { defaultLocale, type Locale } from '../config/locales';
import { siteConfig } from '../config/site';
import { colors, darkColors } from '../features/theme/colors';
import { fillMessage } from '../lib/utils';
import type { Copy } from './copy';

export type PageSeo = { title: string; description: string };

/** A generated PNG in the static output; size is its square side in pixels. */
const iconFile = (path: string, size: number, purpose: 'any' | 'maskable' = 'any') => ({
  path,
  size,
  purpose,
});

const icon512 = iconFile('/icon-512.png', 512);

/** What search engines, share cards and browsers show; scripts/postbuild/seo.ts writes the files. */
export const seo = {
  themeColor: colors.paper,
  themeColorDark: darkColors.paper,
  shareImage: { width: 1200, height: 630, type: 'image/png' },
  icons: {
    svg: '/favicon.svg',
    png32: iconFile('/favicon-32x32.png', 32),
    appleTouch: iconFile('/apple-touch-icon.png', 180),
    logo: icon512,
    manifest: [
      iconFile('/icon-192.png', 192),
      icon512,
      iconFile('/icon-maskable-512.png', 512, 'maskable'),
    ],
  },
  manifestPath: '/site.webmanifest',
  organization: { availableLanguage: ['English'], contactType: 'sales' },
} as const;

const withName = (text: string) => fillMessage(text, { name: siteConfig.name });
const pageSeo = (page: PageSeo): PageSeo => ({ ...page, title: withName(page.title) });

const legalSeo = ({ title, description }: PageSeo): PageSeo => ({
  title: `${title} · ${siteConfig.name}`,
  description: withName(description),
});

/** A language's titles and descriptions (about 60 and 150-160 characters fit a search result). */
export const seoCopyOf = ({ seo: words, legal }: Copy) => ({
  home: pageSeo(words.home),
  notFound: pageSeo(words.notFound),
  imprint: legalSeo(legal.imprint),
  privacy: legalSeo(legal.privacy),
  organization: { ...words.organization, description: withName(words.organization.description) },
});

/** A language's share card: drawn from its hero headline at build time (scripts/postbuild/seo.ts). */
export const shareImageOf = (locale: Locale, copy: Copy) => ({
  ...seo.shareImage,
  path: locale === defaultLocale ? '/og.png' : `/og-${locale}.png`,
  alt: `${siteConfig.name}: ${copy.hero.title}`,
  tagline: copy.seo.shareImageTagline,
  title: copy.hero.title,
});

/** A case study's share card, drawn like the home page's from its result (scripts/postbuild/seo.ts). */
export const caseShareImagePath = (locale: Locale, slug: string) =>
  `/og-work-${slug}${locale === defaultLocale ? '' : `-${locale}`}.png`;

export const caseShareImageOf = (
  locale: Locale,
  copy: Copy,
  study: { slug: string; client: string; result: string },
) => ({
  ...seo.shareImage,
  path: caseShareImagePath(locale, study.slug),
  alt: `${study.client}: ${study.result}`,
  tagline: copy.work.title,
  title: study.result,
});
