export const closing = {
  title: 'Have a product in mind? Let’s get it live.',
  lead: 'Book a 30-minute onboarding call. You will leave it with a scope, a timeline and a price, whether or not you work with us.',
} as const;
