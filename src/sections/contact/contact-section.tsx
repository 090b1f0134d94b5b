import type { Locale } from '../../config/locales';
import type { Copy } from '../../content/copy';
import { contactLinks } from '../../content/navigation';
import { contactContent } from '../../content/sections';
import { formWordsOf } from '../../features/lead-forms/form-rules';
import { PrivacyNotice } from '../../features/legal/legal-links';
import { Icon } from '../../ui/icon';
import { Section, SectionIntro } from '../../ui/section';
import { ContactForm } from './contact-form';

type Props = { locale: Locale; copy: Copy };

export const ContactSection = ({ locale, copy }: Props) => {
  const contact = contactContent(copy);
  return (
    <Section
      id="contact"
      titleId="contact-title"
      width="columns"
      className="border-t border-line bg-surface"
    >
      <div className="lg:col-span-5">
        <SectionIntro id="contact-title" content={contact} />
        <ul className="mt-8 space-y-3">
          {contact.reassurance.map((line) => (
            <li key={line} className="flex items-center gap-3">
              <Icon icon="i-lucide-check" className="size-4.5 text-accent" />
              {line}
            </li>
          ))}
        </ul>
        <ContactCard title={contact.directTitle} />
      </div>
      <div className="lg:col-span-6 lg:col-start-7">
        <ContactForm contact={contact} words={formWordsOf(copy)} />
        <div className="mt-4 text-center">
          <PrivacyNotice locale={locale} copy={copy} form="contact" />
        </div>
      </div>
    </Section>
  );
};

const ContactCard = ({ title }: { title: string }) => (
  <div className="card mt-10 bg-paper p-6">
    <p className="font-semibold">{title}</p>
    <ul className="mt-4 space-y-3">
      {contactLinks.map(({ kind, href, icon, text }) => (
        <li key={kind}>
          <a href={href} className="contact-line">
            <Icon icon={icon} className="size-4.5 text-accent" />
            {text}
          </a>
        </li>
      ))}
    </ul>
  </div>
);
