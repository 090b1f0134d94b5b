import type { Copy } from '../../content/copy';
import type { faqContent } from '../../content/sections';
import { ButtonLink } from '../../ui/button-link';
import { Icon } from '../../ui/icon';
import { Section, SectionIntro } from '../../ui/section';

type Props = { faq: ReturnType<typeof faqContent>; actions: Copy['actions'] };

// The browser's exclusive accordion, the first answer open: the same before and without JavaScript.
export const FaqSection = ({ faq, actions }: Props) => (
  <Section id="faq" titleId="faq-title" width="columns">
    <div className="lg:(sticky top-28 col-span-4 self-start)">
      <SectionIntro id="faq-title" content={faq} />
      <ButtonLink href="#contact" variant="secondary" className="mt-8">
        {actions.getInTouch}
      </ButtonLink>
    </div>
    <div className="divide-y divide-line border-y border-line lg:col-span-7 lg:col-start-6">
      {faq.items.map((item, index) => (
        <details key={item.question} name="faq" className="faq-item" open={index === 0}>
          <summary
            id={`faq-trigger-${index}`}
            className="flex cursor-pointer items-center justify-between gap-6 rounded-lg py-5 transition-colors hover:text-accent"
          >
            <h3 className="text-lg font-semibold tracking-[-0.01em]">{item.question}</h3>
            <span
              className="faq-icon grid size-8 shrink-0 place-items-center rounded-full border border-line bg-surface text-ink transition-transform duration-300"
              aria-hidden="true"
            >
              <Icon icon="i-lucide-plus" className="size-4" />
            </span>
          </summary>
          <p className="pb-6 pr-4 text-muted md:pr-12">{item.answer}</p>
        </details>
      ))}
    </div>
  </Section>
);
