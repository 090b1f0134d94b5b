export const contact = {
  eyebrow: 'Contact',
  title: 'Tell us what you are building',
  lead: 'Leave your details and a lead engineer will reply within one business day with next steps and a time to talk.',
  fields: {
    fullName: { label: 'Full name', placeholder: 'Ada Lovelace', autoComplete: 'name' },
    email: { label: 'Email', placeholder: 'ada@company.com', autoComplete: 'email' },
    company: {
      label: 'Company',
      hint: 'Optional',
      placeholder: 'Analytical Engines Ltd',
      autoComplete: 'organization',
    },
  },
  submit: 'Send request',
  privacy: 'We use your details only to reply to you. No newsletter unless you ask for it.',
  reassurance: [
    'Reply within one business day',
    'Free scoping call and fixed quote',
    'NDA on request',
  ],
  directTitle: 'Prefer to talk now?',
} as const;
