// A stand-in for the Cal.com host while `npm run bench` runs. Without internet the page's idle-time
// request for the scheduler script (https://app.cal.com/embed/embed.js) fails, which logs a network
// error, fails Lighthouse's errors-in-console audit (best practices 96) and measures the page
// without the work the real script does. The stand-in serves Cal.com's published embed script
// (the `@calcom/embed-core` package) over HTTPS from 127.0.0.1 with a throwaway self-signed
// certificate; Chromium is pointed at it for that one host (`--host-resolver-rules`) and told to
// accept the certificate. The built page is not changed: it still asks for the configured host.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The embed script Cal.com publishes on npm, the same file its host serves at /embed/embed.js. */
export const embedScriptFile = () => fileURLToPath(import.meta.resolve('@calcom/embed-core'));

/** The embed package's version, from its package.json. */
const embedPackageVersion = (): string =>
  JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve('@calcom/embed-core/package.json')), 'utf8'),
  ).version;

/** Chromium flags that send requests for `host` to the stand-in on 127.0.0.1:`port`. */
export const standInChromeFlags = (host: string, port: number) => [
  `--host-resolver-rules=MAP ${host} 127.0.0.1:${port}`,
  '--ignore-certificate-errors',
];

/** A self-signed certificate for `host`, made with openssl in a temporary folder. */
const selfSignedCertificate = (host: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'cal-stand-in-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', `/CN=${host}`],
        ...['-addext', `subjectAltName=DNS:${host}`],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * Starts the stand-in for the host of `embedScriptUrl`. Resolves with the Chromium flags that use
 * it, the requests it could not answer (anything but the embed script), and `close`. Rejects when
 * openssl or the embed package is missing; the bench then measures without it.
 */
export const startCalStandIn = async (embedScriptUrl: string) => {
  const url = new URL(embedScriptUrl);
  if (url.protocol !== 'https:') throw new Error(`${embedScriptUrl} is not an https URL`);
  const script = readFileSync(embedScriptFile());
  const gzipped = gzipSync(script);
  const unanswered: string[] = [];
  const server = createServer(selfSignedCertificate(url.hostname), (request, response) => {
    const path = new URL(request.url ?? '/', url.origin).pathname;
    if (request.method === 'GET' && path === url.pathname) {
      // Compressed like a CDN would serve it, so the bench moves realistic bytes.
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=3600',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipped : script);
      return;
    }
    unanswered.push(`${request.method} ${url.origin}${request.url}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolvePromise());
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: url.hostname,
    description: `${url.origin} stood in on 127.0.0.1:${port} with @calcom/embed-core ${embedPackageVersion()}'s embed.js`,
    chromeFlags: standInChromeFlags(url.hostname, port),
    unanswered,
    close: () => new Promise<void>((resolvePromise) => server.close(() => resolvePromise())),
  };
};
