import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import type { EmailFailure } from '../../src/features/lead-forms/email-errors';
import { failureToast } from '../../src/features/lead-forms/fallback-mail';
import { formWordsOf } from '../../src/features/lead-forms/form-rules';

const words = formWordsOf(copyFor('en'));
const { sendToasts: toastMessages, mailFallback: sendFallback } = words;

const KINDS: EmailFailure['kind'][] = [
  'headless',
  'forbidden',
  'rate-limit',
  'network',
  'offline',
  'timeout',
  'config',
  'server',
];
const MAILTO = 'mailto:hello@humanoid.dev?subject=Contact%20request';

describe('failureToast', () => {
  for (const generic of [
    { title: toastMessages.contactFailure, description: sendFallback.contactHint },
    toastMessages.newsletterFailure,
  ]) {
    it(`keeps the title CONTACT-9 and NEWS-6 fix, "${generic.title}" and offers Email us instead, for every failure`, () => {
      for (const kind of KINDS) {
        const toast = failureToast({ kind, status: 0, description: '' }, generic, MAILTO, words);
        expect(toast.title, kind).toBe(generic.title);
        expect(toast.tone, kind).toBe('destructive');
        expect(toast.action, kind).toEqual({ label: sendFallback.action, href: MAILTO });
      }
    });
  }

  it('says what happened in the description when it has its own advice', () => {
    const generic = toastMessages.newsletterFailure;
    const toast = (kind: EmailFailure['kind']) =>
      failureToast({ kind, status: 0, description: '' }, generic, MAILTO, words).description;
    expect(toast('rate-limit')).toBe(toastMessages.tooSoon);
    expect(toast('offline')).toBe(toastMessages.offline);
    expect(toast('timeout')).toMatch(/did not answer within 15 seconds/);
    expect(toast('server')).toBe(generic.description);
  });
});
