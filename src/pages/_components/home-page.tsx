import { type Locale, localePath, locales, pagePath } from '../../config/locales';
import { bookings } from '../../config/site';
import { copyFor } from '../../content/copy';
import {
  capabilitiesContent,
  expertiseContent,
  faqContent,
  processContent,
  servicesContent,
} from '../../content/sections';
import { seoCopyOf, shareImageOf } from '../../content/seo';
import { VercelAnalytics } from '../../features/analytics/vercel-analytics';
import { KeepSectionOnSwitch } from '../../features/i18n/keep-section-on-switch';
import { LanguageOffer } from '../../features/i18n/language-offer';
import { FloatingSchedule, SchedulerSetup } from '../../features/scheduler/schedule-call-button';
import { ClientReady } from '../../features/scroll/client-ready';
import { ScrollRevealAnimator } from '../../features/scroll/scroll-reveals';
import { SmoothScroll } from '../../features/scroll/smooth-scroll';
import { Seo } from '../../features/seo/seo';
import { AgencyStructuredData, HomeStructuredData } from '../../features/seo/structured-data';
import { ToastHost } from '../../features/toasts/toast-host';
import { CapabilitiesSection } from '../../sections/capabilities/capabilities-section';
import { ClosingBanner } from '../../sections/closing-banner/closing-banner';
import { ContactSection } from '../../sections/contact/contact-section';
import { ExpertiseSection } from '../../sections/expertise/expertise-section';
import { FaqSection } from '../../sections/faq/faq-section';
import { SiteFooter } from '../../sections/footer/site-footer';
import { SiteHeader } from '../../sections/header/site-header';
import { HeroSection } from '../../sections/hero/hero-section';
import { NewsletterSection } from '../../sections/newsletter/newsletter-section';
import { ProcessSection } from '../../sections/process/process-section';
import { ServicesSection } from '../../sections/services/services-section';
import { TestimonialsSection } from '../../sections/testimonials/testimonials-section';
import { WhySection } from '../../sections/why/why-section';
import { WorkSection } from '../../sections/work/work-section';
import { FloatingStack } from '../../ui/floating-stack';

type Props = { locale: Locale };

// Sections in the order of PAGE-2; ClientReady last, so its effect runs after all others.
export const HomePage = ({ locale }: Props) => {
  const copy = copyFor(locale);
  const booking = bookings[locale];
  const offers = locales
    .filter(({ code }) => code !== locale)
    .map(({ code }) => ({ code, href: localePath(code), ...copyFor(code).meta.offer }));
  return (
    <>
      <Seo locale={locale} page={seoCopyOf(copy).home} shareImage={shareImageOf(locale, copy)} />
      <SiteHeader locale={locale} copy={copy} />
      <main id="main" tabIndex={-1}>
        <HeroSection locale={locale} copy={copy} booking={booking} />
        <WhySection copy={copy} />
        <ExpertiseSection expertise={expertiseContent(copy)} />
        <ServicesSection services={servicesContent(copy)} />
        <AgencyStructuredData locale={locale} copy={copy} />
        <CapabilitiesSection capabilities={capabilitiesContent(copy)} />
        <WorkSection locale={locale} copy={copy} />
        <ProcessSection process={processContent(copy)} actions={copy.actions} />
        <FaqSection faq={faqContent(copy)} actions={copy.actions} />
        <ContactSection locale={locale} copy={copy} />
        <TestimonialsSection locale={locale} copy={copy} />
        <NewsletterSection locale={locale} copy={copy} />
        <ClosingBanner copy={copy} booking={booking} />
      </main>
      <SiteFooter locale={locale} copy={copy} />
      <FloatingStack>
        <LanguageOffer locale={locale} offers={offers} />
        <FloatingSchedule labels={copy.actions} booking={booking} />
      </FloatingStack>
      <SmoothScroll />
      <ScrollRevealAnimator />
      <SchedulerSetup consent={copy.legal.calConsent} privacyPath={pagePath(locale, 'privacy')} />
      <ToastHost labels={copy.toasts} />
      <KeepSectionOnSwitch />
      <VercelAnalytics route={locale === 'en' ? '/' : '/[locale]'} />
      <HomeStructuredData locale={locale} copy={copy} />
      <ClientReady />
    </>
  );
};
