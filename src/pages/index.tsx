import { defaultLocale } from '../config/locales';
import { HomePage } from './_components/home-page';

export default async function DefaultHomePage() {
  return <HomePage locale={defaultLocale} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
