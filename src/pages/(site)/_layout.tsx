import type { ReactNode } from 'react';
import { seo } from '../../content/seo';
import { VercelAnalytics } from '../../features/analytics';
import { FloatingSchedule, SchedulerLoader } from '../../features/scheduler';
import { ClientReady, ScrollRevealAnimator, SmoothScroll } from '../../features/scroll';
import { HomeStructuredData, Seo } from '../../features/seo';
import { ToastHost } from '../../features/toasts';
import { SiteFooter } from '../../sections/footer/site-footer';
import { SiteHeader } from '../../sections/header/site-header';
import { SkipLink } from '../../sections/header/skip-link';

type Props = { children: ReactNode };

/**
 * The site's pages (this group holds the home page; the 404 page stands outside it, on its own):
 * the page's search tags, the header, `main` around the page's sections, the footer, and the
 * page-wide client behaviours (smooth scrolling, the reveals, the scheduler loader, the toaster,
 * analytics, the structured data and, last so that its effect runs after all others, the
 * client-ready signal).
 */
export default async function SiteLayout({ children }: Props) {
  return (
    <>
      <Seo page={seo.home} path="/" />
      {/* The target of the Home and logo links (#top): the top of the page, with or without JS. */}
      <div id="top" />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingSchedule />
      <SmoothScroll />
      <ScrollRevealAnimator />
      <SchedulerLoader />
      <ToastHost />
      <VercelAnalytics route="/" />
      <HomeStructuredData />
      <ClientReady />
    </>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
