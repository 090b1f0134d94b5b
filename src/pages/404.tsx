import { defaultLocale } from '../config/locales';
import { NotFoundPage } from './_components/not-found-page';

/** The not-found page of the default language, prerendered as 404.html for hosts to serve. */
export default async function DefaultNotFoundPage() {
  return <NotFoundPage locale={defaultLocale} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
