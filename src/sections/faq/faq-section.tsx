import type { faqContent } from '../../content/faq';
import type { Copy } from '../../content/types';
import { ButtonLink } from '../../ui/button-link';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { SectionIntro } from '../../ui/section-intro';
import { FaqAccordion } from './faq-accordion';

type Props = { faq: ReturnType<typeof faqContent>; actions: Copy['actions'] };

export const FaqSection = ({ faq, actions }: Props) => (
  <Section id="faq" titleId="faq-title" width="columns">
    <div className="lg:col-span-4">
      <div className="lg:sticky lg:top-28">
        <SectionIntro id="faq-title" content={faq} />
        <ButtonLink href="#contact" variant="secondary" className="mt-8">
          {actions.getInTouch}
          <Icon icon="i-lucide-arrow-right" className="size-4" />
        </ButtonLink>
      </div>
    </div>
    <div className="lg:col-span-7 lg:col-start-6">
      <FaqAccordion items={faq.items} />
    </div>
  </Section>
);
