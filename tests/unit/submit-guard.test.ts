import { describe, expect, it } from 'vitest';
import { FORM_STATE, submitGuardScript } from '../../src/features/lead-forms/submit-guard';

/** A form with its status region, as much of the DOM as the guard touches. */
const form = (attributes: Record<string, string>) => {
  const attrs = new Map(Object.entries(attributes));
  const status = { textContent: '' };
  return {
    status,
    hasAttribute: (name: string) => attrs.has(name),
    setAttribute: (name: string, value: string) => void attrs.set(name, value),
    removeAttribute: (name: string) => void attrs.delete(name),
    querySelector: (selector: string) => (selector === `[${FORM_STATE.status}]` ? status : null),
  };
};

type SubmitListener = (event: { target: unknown; preventDefault: () => void }) => void;

/** Runs the serialised script with only a stand-in `document` and `setTimeout` in reach. */
const runGuard = () => {
  const listeners: Array<{ type: string; listener: SubmitListener; capture: unknown }> = [];
  const timers: number[] = [];
  const document = {
    addEventListener: (type: string, listener: SubmitListener, capture: unknown) =>
      listeners.push({ type, listener, capture }),
  };
  new Function('document', 'setTimeout', submitGuardScript())(document, (_: unknown, ms: number) =>
    timers.push(ms),
  );
  const submit = (target: unknown) => {
    let prevented = false;
    for (const { type, listener } of listeners)
      if (type === 'submit') listener({ target, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { listeners, timers, submit };
};

// Held once, in the page's words, then sent by the client or posted at the limit: e2e/lead-safety.spec.
describe('the submit guard script', () => {
  it('never holds a form the client owns, a form that is not guarded, or what is not a form', () => {
    const { submit, timers } = runGuard();
    const owned = form({ [FORM_STATE.guarded]: '', [FORM_STATE.client]: '' });
    for (const target of [owned, form({}), null, {}]) expect(submit(target)).toBe(false);
    expect(owned.hasAttribute(FORM_STATE.held)).toBe(false);
    expect(owned.status.textContent).toBe('');
    expect(timers).toEqual([]);
  });
});
