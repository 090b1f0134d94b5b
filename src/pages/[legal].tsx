import type { PageProps } from 'waku/router';
import { defaultLocale, subPageOfSlug, subPageSlugs } from '../config/locales';
import { LegalPage } from './_components/legal-page';

/** The imprint and the privacy policy of the default language (`/imprint/`, `/privacy/`). */
export default async function DefaultLegalPage({ legal }: PageProps<'/[legal]'>) {
  const page = subPageOfSlug(defaultLocale, legal);
  if (!page) throw new Error(`No such page: ${legal}`);
  return <LegalPage locale={defaultLocale} page={page} />;
}

export const getConfig = async () =>
  ({ render: 'static', staticPaths: subPageSlugs(defaultLocale) }) as const;
