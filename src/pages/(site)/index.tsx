import { CapabilitiesSection } from '../../sections/capabilities/capabilities-section';
import { ClosingBanner } from '../../sections/closing-banner/closing-banner';
import { ContactSection } from '../../sections/contact/contact-section';
import { ExpertiseSection } from '../../sections/expertise/expertise-section';
import { FaqSection } from '../../sections/faq/faq-section';
import { HeroSection } from '../../sections/hero/hero-section';
import { NewsletterSection } from '../../sections/newsletter/newsletter-section';
import { ProcessSection } from '../../sections/process/process-section';
import { ServicesSection } from '../../sections/services/services-section';
import { TestimonialsSection } from '../../sections/testimonials/testimonials-section';
import { WhySection } from '../../sections/why/why-section';

/** The one page: its sections, in the specification's order (header, footer: ./_layout.tsx). */
export default async function HomePage() {
  return (
    <>
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
    </>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
