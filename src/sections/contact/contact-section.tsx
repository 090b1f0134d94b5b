import { contactContent } from '../../content/contact';
import type { Copy } from '../../content/types';
import { formWordsOf } from '../../features/lead-forms';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { SectionIntro } from '../../ui/section-intro';
import { ContactCard } from './contact-card';
import { ContactForm } from './contact-form';

type Props = { copy: Copy };

export const ContactSection = ({ copy }: Props) => {
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
      </div>
    </Section>
  );
};
