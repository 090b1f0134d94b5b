// A small static file server that behaves like a CDN in front of dist/public:
// clean URLs (/about -> about.html or about/index.html), 404.html with status 404,
// gzip for text types, and the headers of dist/public/_headers (the Netlify / Cloudflare
// Pages format) applied per path the way those hosts apply them: the rules replace the
// host's defaults (Cache-Control: revalidate), and a header set by several matching rules
// gets their values joined with a comma. So the tests see exactly what production sends.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);

/** Parses a `_headers` file into [{ pattern, headers: [[name, value]] }]. */
export const parseHeadersFile = (text) => {
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0)
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
};

/** Does a `_headers` path pattern (with `*` splats and `:placeholders`) match a URL path? */
export const matchesPattern = (pattern, path) => {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
};

/** What Netlify, Cloudflare Pages and Vercel send for a static file unless told otherwise. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Files that configure the host rather than being served by it. */
const HOST_FILES = new Set(['/_headers', '/_redirects', '/vercel.json']);

/**
 * The headers `_headers` gives a URL path, by lower-case name: every matching rule applies, and
 * values of the same header from several rules are joined with ", " (as Cloudflare Pages documents).
 */
export const headersForPath = (rules, path) => {
  const headers = new Map();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(
        key,
        previous ? { name: previous.name, value: `${previous.value}, ${value}` } : { name, value },
      );
    }
  }
  return headers;
};

/**
 * The rules of `_headers`, read again whenever the file changes, so a server left running across
 * rebuilds sends the new build's headers (its CSP hashes change with every build).
 */
const headerRulesReader = (root) => {
  const file = join(root, '_headers');
  let cached = { mtimeMs: -1, rules: [] };
  return () => {
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, rules: mtimeMs ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    }
    return cached.rules;
  };
};

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Finds the file a CDN would serve for a URL path, or null. */
const resolveFile = (root, urlPath) => {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = resolve(root, `.${clean}`);
  if (base !== root && !base.startsWith(root + sep)) return null;
  const candidates = clean.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
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
const isVercelPath = (pathname) =>
  pathname.startsWith('/_vercel/insights/') || pathname.startsWith('/_vercel/speed-insights/');

const standInForVercelInsights = (req, res, url) => {
  if (VERCEL_SCRIPTS.has(url.pathname) && (req.method === 'GET' || req.method === 'HEAD')) {
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

export const createStaticServer = ({ root }) => {
  const absoluteRoot = resolve(root);
  const headerRules = headerRulesReader(absoluteRoot);
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (isVercelPath(url.pathname)) {
      standInForVercelInsights(req, res, url);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    // Canonical clean URLs: /index.html -> /, /page.html -> /page
    if (
      urlPath.endsWith('.html') &&
      isFile(resolve(absoluteRoot, `.${urlPath}`)) &&
      urlPath !== '/404.html'
    ) {
      const target = urlPath.replace(/(index)?\.html$/, '') || '/';
      res.writeHead(301, { Location: target + url.search }).end();
      return;
    }
    let file = HOST_FILES.has(urlPath) ? null : resolveFile(absoluteRoot, url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = join(absoluteRoot, '404.html');
      if (!isFile(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    const ext = extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
      'Cache-Control': DEFAULT_CACHE_CONTROL,
    };
    for (const { name, value } of headersForPath(headerRules(), url.pathname).values()) {
      for (const existing of Object.keys(headers)) {
        if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
      }
      headers[name] = value;
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = statSync(file).size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    const onError = () => res.destroy();
    if (gzip) pipeline(stream, createGzip(), res, (error) => error && onError());
    else pipeline(stream, res, (error) => error && onError());
  });
};
