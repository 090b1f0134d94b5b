// The build as a CDN serves it, for tests: sirv, gzip, _headers, a 404 per language, Vercel stood in.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { notFoundPageFor } from './lib/not-found-pages.ts';
import { headersForPath, parseHeadersFile } from './lib/security-headers.ts';

const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const HOST_FILES = new Set(['/_headers', '/_redirects', '/vercel.json']);

const VERCEL_PATH = /^\/_vercel\/(speed-)?insights\/(script\.js$)?/;

const standInForVercel = (req: IncomingMessage, res: ServerResponse, script: boolean) => {
  req.resume();
  if (!script || !['GET', 'HEAD'].includes(req.method ?? '')) return res.writeHead(204).end();
  const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' };
  res.writeHead(200, headers).end('/* Vercel stand-in: events are not collected locally. */');
};

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export const createStaticServer = ({ root }: { root: string }) => {
  const setHeaders = (res: ServerResponse, path: string) => {
    // Hosts send sitemaps as application/xml, where sirv's table (mrmime) says text/xml.
    if (extname(path) === '.xml') res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    // Read per request: a server left running across rebuilds sends the new build's CSP hashes.
    const file = join(root, '_headers');
    const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
    for (const { name, value } of headersForPath(rules, path).values()) res.setHeader(name, value);
  };
  const notFound = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const page = join(root, notFoundPageFor(path));
    if (!existsSync(page)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    setHeaders(res, path);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(page));
  };
  // dev: files looked up per request, so a server left running serves the next build's files.
  const serveFile = sirv(root, { dev: true, setHeaders });
  const gzip = compression() as unknown as Handler;
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const vercel = VERCEL_PATH.exec(path);
    if (vercel) return standInForVercel(req, res, vercel[2] !== undefined);
    gzip(req, res, () => {
      if (HOST_FILES.has(path)) notFound(req, res, path);
      else serveFile(req, res, () => notFound(req, res, path));
    });
  });
};
