import type { Copy } from './types';

const autoComplete = { fullName: 'name', email: 'email', company: 'organization' } as const;

export const contactContent = ({ contact }: Copy) => ({
  ...contact,
  fields: {
    fullName: { ...contact.fields.fullName, autoComplete: autoComplete.fullName },
    email: { ...contact.fields.email, autoComplete: autoComplete.email },
    company: { ...contact.fields.company, autoComplete: autoComplete.company },
  },
});

export type ContactContent = ReturnType<typeof contactContent>;
