import { describe, expect, it } from 'vitest';
import { deepLinkScriptSource } from '../../src/lib/deferred-layout';

/** The deep-link head script as the page gets it, with stand-ins for the only globals it may use. */
const laysOutAll = (hash: string, type: NavigationTimingType | null) => {
  const attributes = new Map<string, string>();
  const performance = {
    getEntriesByType: (entryType: string) =>
      entryType === 'navigation' && type !== null ? [{ type }] : [],
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('performance', 'location', 'document', deepLinkScriptSource())(
    performance,
    { hash },
    document,
  );
  return [...attributes].join() === 'data-lay-out-all,';
};

// A fresh visit, a fragment and a reload in a browser: e2e/deferred-layout.spec.
describe('the deep-link head script', () => {
  it.each([
    ['a fresh visit', '', 'navigate', false],
    ['a lone "#"', '#', 'navigate', false],
    ['a fragment', '#contact', 'navigate', true],
    ['a reload', '', 'reload', true],
    ['a return', '', 'back_forward', true],
    ['no navigation entry', '', null, false],
  ] as const)('%s lays out everything: %s', (_, hash, type, all) => {
    expect(laysOutAll(hash, type)).toBe(all);
  });
});
