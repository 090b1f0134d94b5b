import type { Copy } from '../../content/types';

/** What the lead forms say, in the page's language: handed to both forms as one prop. */
export type FormWords = Pick<Copy, 'forms' | 'sendToasts' | 'mailFallback'>;

export const formWordsOf = ({ forms, sendToasts, mailFallback }: Copy): FormWords => ({
  forms,
  sendToasts,
  mailFallback,
});
