import { describe, expect, it, vi } from 'vitest';
import { HELD_SUBMIT_LIMIT_MS } from '../../src/config/spec';
import { FORM_STATE, submitGuardScript } from '../../src/features/lead-forms/submit-guard';

/** An element with attributes, as much of the DOM as the guard touches. */
const element = (attributes: Record<string, string>) => {
  const attrs = new Map(Object.entries(attributes));
  return {
    attrs,
    textContent: '' as string | null,
    hasAttribute: (name: string) => attrs.has(name),
    getAttribute: (name: string) => attrs.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attrs.set(name, value),
    removeAttribute: (name: string) => void attrs.delete(name),
  };
};

/** A form with its status region, which carries the held message in the page's language. */
const form = (attributes: Record<string, string>) => {
  const status = element({ [FORM_STATE.status]: '', [FORM_STATE.heldMessage]: 'Gleich fertig' });
  return {
    ...element(attributes),
    status,
    submit: vi.fn(),
    querySelector: (selector: string) => (selector === `[${FORM_STATE.status}]` ? status : null),
  };
};

type SubmitListener = (event: { target: unknown; preventDefault: () => void }) => void;

/**
 * Runs the serialised script as the page does, with only a fake `document` and `setTimeout` in
 * reach: were it to use anything from its module, it would fail here.
 */
const runGuard = () => {
  const listeners: Array<{ type: string; listener: SubmitListener; capture: unknown }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const document = {
    addEventListener: (type: string, listener: SubmitListener, capture: unknown) =>
      listeners.push({ type, listener, capture }),
  };
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  new Function('document', 'setTimeout', submitGuardScript())(document, setTimeout);
  const submit = (target: unknown) => {
    const event = { target, defaultPrevented: false, preventDefault: () => {} };
    event.preventDefault = () => {
      event.defaultPrevented = true;
    };
    for (const { listener } of listeners) listener(event);
    return event.defaultPrevented;
  };
  return { listeners, timers, submit };
};

const guarded = () => form({ [FORM_STATE.guarded]: '' });

describe('the submit guard script', () => {
  it('holds a submit of a guarded form and says so in its status, in the words the page gives', () => {
    const { listeners, submit, timers } = runGuard();
    // In the capture phase, before any handler of the form's own.
    expect(listeners).toEqual([{ type: 'submit', listener: expect.any(Function), capture: true }]);
    const contact = guarded();
    expect(submit(contact)).toBe(true);
    expect(contact.hasAttribute(FORM_STATE.held)).toBe(true);
    expect(contact.status.textContent).toBe('Gleich fertig');
    expect(timers.map(({ ms }) => ms)).toEqual([HELD_SUBMIT_LIMIT_MS]);

    // Pressed again while waiting: still held, and still one submit waiting.
    expect(submit(contact)).toBe(true);
    expect(timers).toHaveLength(1);
    expect(contact.submit).not.toHaveBeenCalled();
  });

  it('never holds a form the client owns, a form that is not guarded, or what is not a form', () => {
    const { submit, timers } = runGuard();
    const owned = form({ [FORM_STATE.guarded]: '', [FORM_STATE.client]: '' });
    const other = form({});
    expect(submit(owned)).toBe(false);
    expect(submit(other)).toBe(false);
    expect(submit(null)).toBe(false);
    expect(submit({})).toBe(false);
    expect(owned.hasAttribute(FORM_STATE.held)).toBe(false);
    expect(owned.status.textContent).toBe('');
    expect(timers).toHaveLength(0);
  });

  it('posts a held form with form.submit() when the client has not come by the limit', () => {
    const { submit, timers } = runGuard();
    const contact = guarded();
    submit(contact);
    for (const { run } of timers) run();
    expect(contact.submit).toHaveBeenCalledTimes(1);
    expect(contact.hasAttribute(FORM_STATE.held)).toBe(false);
  });

  it('leaves a held form to the client that took it over before the limit', () => {
    const { submit, timers } = runGuard();
    const contact = guarded();
    submit(contact);
    // What use-send-lifecycle.ts does when it takes the form over.
    contact.setAttribute(FORM_STATE.client, '');
    contact.removeAttribute(FORM_STATE.held);
    for (const { run } of timers) run();
    expect(contact.submit).not.toHaveBeenCalled();
  });
});
