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

describe('settleDraft', () => {
  it.each([
    [
      'restores a draft into an untouched form, writing nothing',
      draft,
      untouched,
      JSON.parse(draft),
      null,
      draft,
    ],
    [
      'writes nothing for an untouched form without a draft',
      null,
      untouched,
      null,
      null,
      untouched,
    ],
    [
      'keeps what was typed before the draft was read, and stores it',
      draft,
      typed,
      null,
      typed,
      typed,
    ],
    ['stores what was typed when there is no draft', null, typed, null, typed, typed],
    ['does not write again what storage already holds', draft, draft, null, null, draft],
    ['leaves a damaged draft unrestored', '{oops', untouched, null, null, '{oops'],
  ])('%s', (_, stored, typedNow, restore, write, held) => {
    expect(settleDraft<Values>(stored, typedNow, untouched)).toEqual({
      restore,
      write,
      stored: held,
    });
  });
});
