import type { PageProps } from 'waku/router';
import { isLocale, prefixedLocales } from '../../../config/locales';
import { workSlugs } from '../../../content/work';
import { CaseStudyPage } from '../../_components/case-study-page';

export default async function LocaleCaseStudyPage({
  locale,
  slug,
}: PageProps<'/[locale]/work/[slug]'>) {
  if (!isLocale(locale)) throw new Error(`No such language: ${locale}`);
  return <CaseStudyPage locale={locale} slug={slug} />;
}

export const getConfig = async () =>
  ({
    render: 'static',
    staticPaths: prefixedLocales.flatMap((code) => workSlugs().map((slug) => [code, slug])),
  }) as const;
