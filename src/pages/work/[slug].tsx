import type { PageProps } from 'waku/router';
import { defaultLocale } from '../../config/locales';
import { workSlugs } from '../../content/work';
import { CaseStudyPage } from '../_components/case-study-page';

export default async function DefaultCaseStudyPage({ slug }: PageProps<'/work/[slug]'>) {
  return <CaseStudyPage locale={defaultLocale} slug={slug} />;
}

export const getConfig = async () => ({ render: 'static', staticPaths: workSlugs() }) as const;
