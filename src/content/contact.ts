import type { Copy } from './types';

export const contactContent = ({ contact }: Copy) => ({
  ...contact,
  fields: {
    fullName: { ...contact.fields.fullName, autoComplete: 'name' },
    email: { ...contact.fields.email, autoComplete: 'email' },
    company: { ...contact.fields.company, autoComplete: 'organization' },
  },
});

export type ContactContent = ReturnType<typeof contactContent>;
