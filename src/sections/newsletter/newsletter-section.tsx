import { newsletterContent } from '../../content/contact';
import type { Copy } from '../../content/copy';
import { formWordsOf } from '../../features/lead-forms/form-rules';
import { Section, SectionIntro } from '../../ui/section';
import { NewsletterForm } from './newsletter-form';

type Props = { copy: Copy };

export const NewsletterSection = ({ copy }: Props) => {
  const newsletter = newsletterContent(copy);
  return (
    <Section id="newsletter" titleId="newsletter-title" spacing="bottom">
      <div className="relative overflow-hidden rounded-[1.75rem] border border-line bg-surface px-6 py-12 shadow-card md:px-12 md:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-end lg:gap-16">
          <SectionIntro id="newsletter-title" content={newsletter} />
          <div>
            <NewsletterForm newsletter={newsletter} words={formWordsOf(copy)} />
            <p className="mt-3 text-sm text-muted">{newsletter.privacy}</p>
          </div>
        </div>
      </div>
    </Section>
  );
};
