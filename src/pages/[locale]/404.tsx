import type { PageProps } from 'waku/router';
import { isLocale, prefixedLocales } from '../../config/locales';
import { NotFoundPage } from '../_components/not-found-page';

/** The not-found page of every other language, moved to /de/404.html by scripts/waku-output/locale-pages.ts. */
export default async function LocaleNotFoundPage({ locale }: PageProps<'/[locale]/404'>) {
  if (!isLocale(locale)) throw new Error(`No such language: ${locale}`);
  return <NotFoundPage locale={locale} />;
}

export const getConfig = async () => ({ render: 'static', staticPaths: prefixedLocales }) as const;
