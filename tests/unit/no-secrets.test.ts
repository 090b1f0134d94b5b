import { describe, expect, it } from 'vitest';
import { findLeaks, secretCandidates } from '../../scripts/postbuild/no-secrets.ts';

describe('secretCandidates', () => {
  it('takes secret-looking and .env variables, never public ones', () => {
    const env = {
      WAKU_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_public_123',
      EMAILJS_PRIVATE_KEY: 'priv_abcdef',
      STRIPE_SECRET: 'sk_live_123456',
      DATABASE_URL: 'postgres://user:pass@db/app',
      HOME: '/root',
      SHORT_TOKEN: 'abc',
    };
    expect(secretCandidates(env, new Set(['DATABASE_URL'])).map(({ name }) => name)).toEqual([
      'EMAILJS_PRIVATE_KEY',
      'STRIPE_SECRET',
      'DATABASE_URL',
    ]);
  });
});

describe('findLeaks', () => {
  const candidates = [{ name: 'EMAILJS_PRIVATE_KEY', value: 'priv_abcdef' }];

  it('reports each client file a server-side value reached, and no other', () => {
    const files = [
      { path: 'index.html', content: '<html>fine</html>' },
      { path: 'assets/index-123.js', content: 'const key="priv_abcdef";' },
      { path: 'RSC/R/_root.txt', content: '0:{"props":{"token":"priv_abcdef"}}' },
    ];
    expect(findLeaks(files, candidates)).toEqual([
      { path: 'assets/index-123.js', name: 'EMAILJS_PRIVATE_KEY' },
      { path: 'RSC/R/_root.txt', name: 'EMAILJS_PRIVATE_KEY' },
    ]);
  });
});
