// Cal.com's host stood in (no internet here): its published embed script over HTTPS on 127.0.0.1, a throwaway openssl certificate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { installedVersion } from '../waku-output/shape.ts';

export const startCalStandIn = async (embedScriptUrl: string) => {
  const { hostname, origin, pathname } = new URL(embedScriptUrl);
  const dir = mkdtempSync(join(tmpdir(), 'cal-stand-in-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const subject = ['-subj', `/CN=${hostname}`, '-addext', `subjectAltName=DNS:${hostname}`];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert, ...subject], { stdio: 'ignore' });
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true });
  const script = gzipSync(readFileSync(fileURLToPath(import.meta.resolve('@calcom/embed-core'))));
  const unanswered: string[] = [];
  const server = createServer(tls, (request, response) => {
    if (new URL(request.url ?? '/', origin).pathname === pathname) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=3600' });
      response.end(script);
    } else {
      unanswered.push(`${request.method} ${origin}${request.url}`);
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    chromeFlags: [`--host-resolver-rules=MAP ${hostname} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    unanswered,
    version: installedVersion('@calcom/embed-core'),
    close: () => server.close(),
  };
};
