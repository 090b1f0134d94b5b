import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/static-server.ts';

describe('the static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  const server = createStaticServer({ root });
  let origin = '';

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(root, 'about.html'), '<h1>about</h1>');
    writeFileSync(join(root, '404.html'), '<h1>missing</h1>');
    for (const file of ['sitemap.xml', 'site.webmanifest']) writeFileSync(join(root, file), '-');
    writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1);'.repeat(100));
    writeFileSync(
      join(root, '_headers'),
      '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves pages at clean URLs with the _headers rules over the host default', async () => {
    for (const [path, text] of [
      ['/', 'home'],
      ['/about', 'about'],
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(text);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
    const asset = await fetch(`${origin}/assets/app-1a2b.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the sitemap and the manifest with the types hosts send them with', async () => {
    const type = async (file: string) => {
      const response = await fetch(`${origin}/${file}`);
      expect(response.status, file).toBe(200);
      return response.headers.get('content-type');
    };
    expect(await type('sitemap.xml')).toContain('application/xml');
    expect(await type('site.webmanifest')).toContain('application/manifest+json');
  });

  it('answers unknown paths and host files with 404.html, status 404 and the headers', async () => {
    for (const path of ['/no/such/page', '/_headers', '/vercel.json']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('missing');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("stands in for Vercel's analytics: an empty script, 204 for events", async () => {
    const script = await fetch(`${origin}/_vercel/speed-insights/script.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    const event = await fetch(`${origin}/_vercel/insights/view`, { method: 'POST', body: '{}' });
    expect(event.status).toBe(204);
  });
});
