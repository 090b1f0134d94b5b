import { type Locale, localePath } from '../../config/locales';
import { siteConfig } from '../../config/site';
import { copyFor } from '../../content/copy';
import { seoCopyOf } from '../../content/seo';
import { LanguageSwitch } from '../../features/i18n/language-switch';
import { LegalLinks } from '../../features/legal/legal-links';
import { Seo } from '../../features/seo/seo';
import { fillMessage } from '../../lib/utils';
import { LogMissingPath } from '../../sections/not-found/log-missing-path';
import { Icon } from '../../ui/icon';
import { Logo } from '../../ui/logo';

type Props = { locale: Locale };

/** The not-found page of one language (NF-1): 404, the message, the way home; logs the path (NF-2). */
export const NotFoundPage = ({ locale }: Props) => {
  const copy = copyFor(locale);
  const home = localePath(locale);
  return (
    <>
      <Seo locale={locale} page={seoCopyOf(copy).notFound} />
      <LogMissingPath />
      <div className="flex min-h-svh flex-col">
        <main id="main" className="relative grid grow place-items-center overflow-hidden">
          <div aria-hidden="true" className="hero-backdrop absolute inset-0" />
          <div className="wrap relative flex flex-col items-center py-6 text-center md:py-20">
            <a
              href={home}
              className="rounded-lg"
              aria-label={fillMessage(copy.navigation.home, { name: siteConfig.name })}
            >
              <Logo />
            </a>
            <h1
              className={[
                'mt-6 text-[5rem] font-semibold leading-none tracking-[-0.06em] md:(mt-14 text-[9rem])',
                'text-transparent bg-clip-text bg-gradient-to-br from-accent to-accent-violet',
              ].join(' ')}
            >
              404
            </h1>
            <p className="mt-4 text-2xl font-semibold tracking-[-0.02em] text-balance md:text-3xl">
              {copy.notFound.title}
            </p>
            <p className="mt-3 max-w-[26rem] text-muted">{copy.notFound.body}</p>
            <a href={home} className="btn-primary mt-6 md:mt-10">
              <Icon icon="i-lucide-arrow-left" className="size-4" />
              {copy.notFound.home}
            </a>
            <div className="mt-6 md:mt-10">
              <LanguageSwitch locale={locale} label={copy.meta.switchLabel} size="names" />
            </div>
          </div>
        </main>
        <footer className="flex justify-center px-5 pb-6 text-muted">
          <LegalLinks locale={locale} copy={copy} />
        </footer>
      </div>
    </>
  );
};
