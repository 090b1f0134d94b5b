import type { Copy } from '../../content/types';

export type FormWords = Pick<Copy, 'forms' | 'sendToasts' | 'mailFallback'>;

export const formWordsOf = ({ forms, sendToasts, mailFallback }: Copy): FormWords => ({
  forms,
  sendToasts,
  mailFallback,
});
