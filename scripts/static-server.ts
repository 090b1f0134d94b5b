// The built site served like a CDN serves it: files and clean URLs by sirv, gzip by compression,
// and what is ours on top: the headers of dist/public/_headers applied per path the way Netlify and
// Cloudflare Pages apply them (they replace the host's default Cache-Control; a header set by
// several matching rules gets their values joined), each language's 404.html with status 404 for unknown paths,
// and Vercel's analytics endpoints stood in. So the tests see what production sends.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { type HeaderRule, headersForPath, parseHeadersFile } from './lib/header-rules.ts';
import { notFoundPageFor } from './lib/not-found-pages.ts';

/** What Netlify, Cloudflare Pages and Vercel send for a static file unless told otherwise. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Types the hosts send where sirv's table (mrmime) says otherwise: sitemaps as application/xml. */
const CONTENT_TYPES: Record<string, string> = { '.xml': 'application/xml; charset=utf-8' };

/** Files that configure the host rather than being served by it. */
const HOST_FILES = new Set(['/_headers', '/_redirects', '/vercel.json']);

/**
 * The rules of `_headers`, read again whenever the file changes, so a server left running across
 * rebuilds sends the new build's headers (its CSP hashes change with every build).
 */
const headerRulesReader = (root: string) => {
  const file = join(root, '_headers');
  let cached: { mtimeMs: number; rules: HeaderRule[] } = { mtimeMs: -1, rules: [] };
  return () => {
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, rules: mtimeMs ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    }
    return cached.rules;
  };
};

/**
 * Vercel serves its Web Analytics and Speed Insights scripts, and collects their events, under
 * /_vercel/insights/ and /_vercel/speed-insights/. Locally we answer like it (an empty script, 204
 * for events) so a build made with WAKU_PUBLIC_ANALYTICS=vercel runs as on Vercel, quietly.
 */
const VERCEL_SCRIPTS = new Set([
  '/_vercel/insights/script.js',
  '/_vercel/speed-insights/script.js',
]);
const isVercelPath = (path: string) =>
  path.startsWith('/_vercel/insights/') || path.startsWith('/_vercel/speed-insights/');

const standInForVercelInsights = (req: IncomingMessage, res: ServerResponse, path: string) => {
  if (VERCEL_SCRIPTS.has(path) && (req.method === 'GET' || req.method === 'HEAD')) {
    res
      .writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      .end('/* Vercel stand-in: events are not collected locally. */');
    return;
  }
  req.resume();
  res.writeHead(204).end();
};

export const createStaticServer = ({ root }: { root: string }) => {
  const absoluteRoot = resolve(root);
  const headerRules = headerRulesReader(absoluteRoot);
  const setHeaders = (res: ServerResponse, path: string) => {
    const type = CONTENT_TYPES[extname(path)];
    if (type) res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    for (const { name, value } of headersForPath(headerRules(), path).values()) {
      res.setHeader(name, value);
    }
  };
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const page = join(absoluteRoot, notFoundPageFor(path));
    if (!existsSync(page)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    setHeaders(res, path);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(page));
  };
  // dev: look files up per request, so a server left running serves the next build's files.
  const serveFile = sirv(absoluteRoot, { dev: true, setHeaders });
  // compression works on Node's own request and response; its types name Express's.
  const gzip = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isVercelPath(path)) return standInForVercelInsights(req, res, path);
    gzip(req, res, () => {
      if (HOST_FILES.has(path)) notFound(req, res);
      else serveFile(req, res, () => notFound(req, res));
    });
  });
};
