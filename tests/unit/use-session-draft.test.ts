// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { parseDraft, useSessionDraft } from '../../src/features/lead-forms/use-session-draft';

// Restored into an untouched form, what is typed first wins, cleared by a send: e2e/resilience.spec.
describe('parseDraft', () => {
  it('reads a stored object and refuses anything else', () => {
    const draft = { fullName: 'Zoë', email: 'zoe@example.com' };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    for (const other of [null, '', '{"fullName":', '[1,2]', '"text"', 'null']) {
      expect(parseDraft(other), String(other)).toBeNull();
    }
  });
});

describe('useSessionDraft', () => {
  it('gives no older draft back to a form a send emptied before its first save', async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    sessionStorage.setItem('draft', JSON.stringify({ fullName: 'an older draft' }));
    const restored: unknown[] = [];
    const restore = (draft: unknown) => void restored.push(draft);
    const Form = ({ values }: { values: { fullName: string } }) => {
      useSessionDraft('draft', values, restore);
      return null;
    };
    const root = createRoot(document.createElement('div'));
    // One task: typed, then emptied by a send before the frame after which the first save comes.
    for (const fullName of ['', 'Zoë', ''])
      act(() => root.render(createElement(Form, { values: { fullName } })));
    await act(() => new Promise((settle) => setTimeout(settle, 100))); // the frame, the save after it and the idle read
    expect(restored).toEqual([]);
    expect(sessionStorage.getItem('draft')).toBeNull();
    act(() => root.unmount());
  });
});
