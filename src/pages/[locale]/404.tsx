import type { PageProps } from 'waku/router';
import { isLocale, prefixedLocales } from '../../config/locales';
import { NotFoundPage } from '../_components/not-found-page';

/**
 * The not-found page of every language but the default, written by Waku as /de/404/index.html and
 * moved to /de/404.html by the build (scripts/waku-output/locale-pages.ts), which hosts serve for
 * unknown paths under /de/.
 */
export default async function LocaleNotFoundPage({ locale }: PageProps<'/[locale]/404'>) {
  if (!isLocale(locale)) throw new Error(`No such language: ${locale}`);
  return <NotFoundPage locale={locale} />;
}

export const getConfig = async () => {
  return { render: 'static', staticPaths: prefixedLocales } as const;
};
