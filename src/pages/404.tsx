import { accessibleLabels } from '../content/navigation';
import { notFound } from '../content/not-found';
import { seo } from '../content/seo';
import { Seo } from '../features/seo';
import { LogMissingPath } from '../sections/not-found/log-missing-path';
import { Icon } from '../ui/icon';
import { Logo } from '../ui/logo';

/** The not-found page, prerendered as 404.html for static hosts to serve on unknown paths. */
export default async function NotFoundPage() {
  return (
    <>
      <Seo page={seo.notFound} noindex />
      <LogMissingPath />
      <main id="main" className="hero grid min-h-svh place-items-center">
        <div aria-hidden="true" className="hero-backdrop" />
        <div className="wrap relative flex flex-col items-center py-20 text-center">
          <a href="/" className="focus rounded-lg" aria-label={accessibleLabels.home}>
            <Logo />
          </a>
          <h1 className="mt-14 text-[6rem] font-semibold leading-none tracking-[-0.06em] text-transparent bg-clip-text bg-gradient-to-br from-accent to-accent-violet md:text-[9rem]">
            {notFound.code}
          </h1>
          <p className="mt-4 text-2xl font-semibold tracking-[-0.02em] md:text-3xl">
            {notFound.title}
          </p>
          <p className="mt-3 max-w-[26rem] text-muted">{notFound.body}</p>
          <a href="/" className="btn-primary mt-10">
            <Icon icon="i-lucide-arrow-left" className="size-4" />
            {notFound.home}
          </a>
        </div>
      </main>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
