import type { Copy } from '../../content/copy';
import type { faqContent } from '../../content/sections';
import { ButtonLink } from '../../ui/button-link';
import { Section, SectionIntro } from '../../ui/section';
import { FaqAccordion } from './faq-accordion';

// Without JavaScript every answer shows (in the head's <noscript>: no <style> in the body).
export const FAQ_WITHOUT_SCRIPT_CSS = '.faq-panel[hidden]{display:block}.faq-icon{display:none}';

type Props = { faq: ReturnType<typeof faqContent>; actions: Copy['actions'] };

export const FaqSection = ({ faq, actions }: Props) => (
  <Section id="faq" titleId="faq-title" width="columns">
    <div className="lg:(sticky top-28 col-span-4 self-start)">
      <SectionIntro id="faq-title" content={faq} />
      <ButtonLink href="#contact" variant="secondary" className="mt-8">
        {actions.getInTouch}
      </ButtonLink>
    </div>
    <div className="lg:col-span-7 lg:col-start-6">
      <FaqAccordion items={faq.items} />
    </div>
  </Section>
);
