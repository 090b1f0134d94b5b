import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { devLocalePlugin } from '../../src/config/vite-plugin';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The plugin's middleware run on one request: the URL Waku sees and what the browser receives. */
const serve = (url: string, page = '<!DOCTYPE html><html lang="en"><head>') => {
  let middleware: Middleware | undefined;
  const server = {
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
  } as unknown as ViteDevServer;
  (devLocalePlugin().configureServer as (server: ViteDevServer) => void)(server);
  const written: string[] = [];
  const req = { url, headers: { accept: 'text/html' } } as unknown as IncomingMessage & {
    originalUrl?: string;
  };
  const res = {
    write: (chunk: string) => written.push(String(chunk)),
  } as unknown as ServerResponse;
  middleware?.(req, res, () => res.write(page));
  return { url: req.url, originalUrl: req.originalUrl, html: written.join('') };
};

describe('waku dev serves each language as the build does', () => {
  it('gives a German page lang="de" and leaves the English one alone', () => {
    expect(serve('/de').html).toBe('<!DOCTYPE html><html lang="de"><head>');
    expect(serve('/de/no-such-page').html).toContain('<html lang="de">');
    expect(serve('/').html).toContain('<html lang="en">');
    expect(serve('/design').html).toContain('<html lang="en">');
  });

  it("serves /de/ as Waku's dev router names it, /de, keeping the query", () => {
    expect(serve('/de/')).toMatchObject({ url: '/de', originalUrl: '/de' });
    expect(serve('/de/?ref=mail').url).toBe('/de?ref=mail');
    expect(serve('/').url).toBe('/');
  });
});
