import type { PageProps } from 'waku/router';
import { isLocale, prefixedLocales, subPageOfSlug, subPageSlugs } from '../../config/locales';
import { LegalPage } from '../_components/legal-page';

/** The imprint and the privacy policy of every other language, at its own slugs (`/de/impressum/`). */
export default async function LocaleLegalPage({ locale, legal }: PageProps<'/[locale]/[legal]'>) {
  const page = isLocale(locale) ? subPageOfSlug(locale, legal) : undefined;
  if (!isLocale(locale) || !page) throw new Error(`No such page: /${locale}/${legal}`);
  return <LegalPage locale={locale} page={page} />;
}

export const getConfig = async () =>
  ({
    render: 'static',
    staticPaths: prefixedLocales.flatMap((code) => subPageSlugs(code).map((slug) => [code, slug])),
  }) as const;
