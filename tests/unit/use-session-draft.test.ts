import { describe, expect, it } from 'vitest';
import { parseDraft } from '../../src/features/lead-forms/use-session-draft';

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
