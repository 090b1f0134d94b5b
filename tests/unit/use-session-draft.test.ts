import { describe, expect, it } from 'vitest';
import { parseDraft, settleDraft } from '../../src/features/lead-forms/use-session-draft';

type Values = { fullName: string; email: string };
const untouched = JSON.stringify({ fullName: '', email: '' });
const draft = JSON.stringify({ fullName: 'Zoë', email: 'zoe@example.com' });
const typed = JSON.stringify({ fullName: 'Ada', email: '' });

describe('parseDraft', () => {
  it('reads a stored object and refuses anything else', () => {
    expect(parseDraft<Values>(draft)).toEqual({ fullName: 'Zoë', email: 'zoe@example.com' });
    for (const other of [null, '', '{"fullName":', '[1,2]', '"text"', 'null']) {
      expect(parseDraft(other), String(other)).toBeNull();
    }
  });
});

// An untouched form gets the draft back; what was typed before the draft was read wins and is stored.
describe('settleDraft', () => {
  it.each([
    ['a draft, untouched', draft, untouched, JSON.parse(draft), null, draft],
    ['no draft, untouched', null, untouched, null, null, untouched],
    ['a draft, typed first', draft, typed, null, typed, typed],
    ['no draft, typed first', null, typed, null, typed, typed],
    ['storage holding what is typed', draft, draft, null, null, draft],
    ['a damaged draft', '{oops', untouched, null, null, '{oops'],
  ])('%s', (_, stored, typedNow, restore, write, held) => {
    expect(settleDraft<Values>(stored, typedNow, untouched)).toEqual({
      restore,
      write,
      stored: held,
    });
  });
});
