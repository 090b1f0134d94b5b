import { describe, expect, it } from 'vitest';
import { deepLinkScriptSource } from '../../src/lib/deferred-layout';

// The deep-link head script as the page gets it, run with only the globals it may use, each a
// stand-in: the navigation entry's type, the address's fragment and the <html> element.

type Visit = { hash?: string; type?: NavigationTimingType | null };

const run = ({ hash = '', type = 'navigate' }: Visit) => {
  const attributes = new Map<string, string>();
  const performance = {
    getEntriesByType: (entryType: string) =>
      entryType === 'navigation' && type !== null ? [{ type }] : [],
  };
  const location = { hash };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('performance', 'location', 'document', deepLinkScriptSource())(
    performance,
    location,
    document,
  );
  return attributes;
};

describe('the deep-link head script', () => {
  it('leaves a fresh visit to the top deferred', () => {
    expect(run({}).size).toBe(0);
    // A lone "#" is no fragment: the page starts at the top.
    expect(run({ hash: '#' }).size).toBe(0);
  });

  it('lays out everything for a visit to a fragment', () => {
    expect(run({ hash: '#contact' })).toEqual(new Map([['data-lay-out-all', '']]));
  });

  it('lays out everything for a reload and a return, where the browser restores a position', () => {
    expect(run({ type: 'reload' }).has('data-lay-out-all')).toBe(true);
    expect(run({ type: 'back_forward' }).has('data-lay-out-all')).toBe(true);
  });

  it('leaves the page deferred when the browser keeps no navigation entry', () => {
    expect(run({ type: null }).size).toBe(0);
  });
});
