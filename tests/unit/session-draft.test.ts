import { describe, expect, it } from 'vitest';
import { parseDraft, settleDraft } from '../../src/features/lead-forms/use-session-draft';

type Values = { fullName: string; email: string };
const untouched = JSON.stringify({ fullName: '', email: '' });
const draft = JSON.stringify({ fullName: 'Zoë', email: 'zoe@example.com' });

describe('parseDraft', () => {
  it('reads a stored object and refuses anything else', () => {
    expect(parseDraft<Values>(draft)).toEqual({ fullName: 'Zoë', email: 'zoe@example.com' });
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('{"fullName":')).toBeNull();
    expect(parseDraft('[1,2]')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft('null')).toBeNull();
  });
});

describe('settleDraft', () => {
  it('restores the stored draft into an untouched form and writes nothing', () => {
    expect(settleDraft<Values>(draft, untouched, untouched)).toEqual({
      restore: { fullName: 'Zoë', email: 'zoe@example.com' },
      write: null,
      stored: draft,
    });
  });

  it('writes nothing for an untouched form without a draft', () => {
    expect(settleDraft<Values>(null, untouched, untouched)).toEqual({
      restore: null,
      write: null,
      stored: untouched,
    });
  });

  it('keeps what the visitor typed before the draft was read, and stores it', () => {
    const typed = JSON.stringify({ fullName: 'Ada', email: '' });
    expect(settleDraft<Values>(draft, typed, untouched)).toEqual({
      restore: null,
      write: typed,
      stored: typed,
    });
    expect(settleDraft<Values>(null, typed, untouched).write).toBe(typed);
  });

  it('does not write again what storage already holds', () => {
    expect(settleDraft<Values>(draft, draft, untouched)).toEqual({
      restore: null,
      write: null,
      stored: draft,
    });
  });

  it('leaves a damaged draft unrestored', () => {
    expect(settleDraft<Values>('{oops', untouched, untouched).restore).toBeNull();
  });
});
