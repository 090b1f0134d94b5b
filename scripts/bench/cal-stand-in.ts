// Cal.com's host stood in (no internet here): its published embed script over HTTPS on 127.0.0.1, a throwaway openssl key and certificate in one PEM.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { installedVersion } from '../waku-output/shape.ts';

export const startCalStandIn = async (embedScriptUrl: string) => {
  const { hostname, origin, pathname } = new URL(embedScriptUrl);
  const subject = ['-subj', `/CN=${hostname}`, '-addext', `subjectAltName=DNS:${hostname}`];
  const pem = execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', '-', ...subject], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const script = gzipSync(readFileSync(fileURLToPath(import.meta.resolve('@calcom/embed-core'))));
  const unanswered: string[] = [];
  const server = createServer({ key: pem, cert: pem }, (request, response) => {
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
