import type { Chip, Copy } from './copy';

export const contactContent = ({ contact }: Copy) => ({
  ...contact,
  fields: {
    fullName: { ...contact.fields.fullName, autoComplete: 'name' },
    email: { ...contact.fields.email, autoComplete: 'email' },
    company: { ...contact.fields.company, autoComplete: 'organization' },
  },
});

export type ContactContent = ReturnType<typeof contactContent>;

export const newsletterContent = ({ newsletter }: Copy) => ({
  ...newsletter,
  chip: { number: '05', label: newsletter.chip } satisfies Chip,
});

export type NewsletterContent = ReturnType<typeof newsletterContent>;
