import type { Locale } from '../../config/locales';
import type { Copy } from '../../content/copy';
import { newsletterContent } from '../../content/sections';
import { formWordsOf } from '../../features/lead-forms/form-rules';
import { PrivacyNotice } from '../../features/legal/legal-links';
import { Section, SectionIntro } from '../../ui/section';
import { NewsletterForm } from './newsletter-form';

type Props = { locale: Locale; copy: Copy };

export const NewsletterSection = ({ locale, copy }: Props) => {
  const newsletter = newsletterContent(copy);
  return (
    <Section id="newsletter" titleId="newsletter-title" spacing="bottom">
      <div className="card relative grid gap-10 overflow-hidden rounded-[1.75rem] px-6 py-12 shadow-card md:(px-12 py-16) lg:(grid-cols-2 items-end gap-16)">
        <SectionIntro id="newsletter-title" content={newsletter} />
        <div>
          <NewsletterForm newsletter={newsletter} words={formWordsOf(copy)} />
          <div className="mt-3">
            <PrivacyNotice locale={locale} copy={copy} form="newsletter" />
          </div>
        </div>
      </div>
    </Section>
  );
};
