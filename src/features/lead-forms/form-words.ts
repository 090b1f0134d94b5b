import type { Copy } from '../../content/types';

/**
 * What the lead forms say, in the page's language: validation, states, toasts and the mail the
 * visitor can send instead. The server hands it to the forms as a prop (one object both share),
 * so no dictionary is bundled with the client.
 */
export type FormWords = Pick<Copy, 'forms' | 'sendToasts' | 'mailFallback'>;

export const formWordsOf = ({ forms, sendToasts, mailFallback }: Copy): FormWords => ({
  forms,
  sendToasts,
  mailFallback,
});
