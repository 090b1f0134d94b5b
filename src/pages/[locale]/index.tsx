import type { PageProps } from 'waku/router';
import { isLocale, prefixedLocales } from '../../config/locales';
import { HomePage } from '../_components/home-page';

export default async function LocaleHomePage({ locale }: PageProps<'/[locale]'>) {
  if (!isLocale(locale)) throw new Error(`No such language: ${locale}`);
  return <HomePage locale={locale} />;
}

export const getConfig = async () => ({ render: 'static', staticPaths: prefixedLocales }) as const;
