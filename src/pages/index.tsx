import { ClientReady } from '../components/client-ready';
import { FloatingSchedule } from '../components/floating-schedule';
import { SiteFooter } from '../components/footer/site-footer';
import { SiteHeader } from '../components/header/site-header';
import { Reveals } from '../components/reveals';
import { SchedulerLoader } from '../components/scheduler/scheduler-loader';
import { HomeStructuredData } from '../components/seo/home-structured-data';
import { Seo } from '../components/seo/seo';
import { SkipLink } from '../components/skip-link';
import { SmoothScroll } from '../components/smooth-scroll/smooth-scroll';
import { ToastHost } from '../components/toasts/toast-host';
import { VercelAnalytics } from '../components/vercel-analytics';
import { seo } from '../content/seo';
import { CapabilitiesSection } from '../sections/capabilities/capabilities-section';
import { ClosingBanner } from '../sections/closing-banner/closing-banner';
import { ContactSection } from '../sections/contact/contact-section';
import { ExpertiseSection } from '../sections/expertise/expertise-section';
import { FaqSection } from '../sections/faq/faq-section';
import { HeroSection } from '../sections/hero/hero-section';
import { NewsletterSection } from '../sections/newsletter/newsletter-section';
import { ProcessSection } from '../sections/process/process-section';
import { ServicesSection } from '../sections/services/services-section';
import { TestimonialsSection } from '../sections/testimonials/testimonials-section';
import { WhySection } from '../sections/why/why-section';

/** The one page, in the specification's order. */
export default async function HomePage() {
  return (
    <>
      <Seo page={seo.home} path="/" />
      {/* The target of the Home and logo links (#top): the top of the page, with or without JS. */}
      <div id="top" />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <WhySection />
        <ExpertiseSection />
        <ServicesSection />
        <CapabilitiesSection />
        <ProcessSection />
        <FaqSection />
        <ContactSection />
        <TestimonialsSection />
        <NewsletterSection />
        <ClosingBanner />
      </main>
      <SiteFooter />
      <FloatingSchedule />
      <SmoothScroll />
      <Reveals />
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
