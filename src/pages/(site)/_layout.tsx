import type { ReactNode } from 'react';
import { ClientReady } from '../../components/behaviours/client-ready';
import { SchedulerLoader } from '../../components/behaviours/scheduler-loader';
import { ScrollRevealAnimator } from '../../components/behaviours/scroll-reveal-animator';
import { SmoothScroll } from '../../components/behaviours/smooth-scroll';
import { VercelAnalytics } from '../../components/behaviours/vercel-analytics';
import { SiteFooter } from '../../components/footer/site-footer';
import { SiteHeader } from '../../components/header/site-header';
import { FloatingSchedule } from '../../components/scheduler/floating-schedule';
import { HomeStructuredData } from '../../components/seo/home-structured-data';
import { Seo } from '../../components/seo/seo';
import { SkipLink } from '../../components/skip-link';
import { ToastHost } from '../../components/toasts/toast-host';
import { seo } from '../../content/seo';

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
