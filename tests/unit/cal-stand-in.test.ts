import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  embedScriptFile,
  standInChromeFlags,
  startCalStandIn,
} from '../../scripts/lib/cal-stand-in.ts';

/** GET over HTTPS from 127.0.0.1:port, as Chromium does once the host maps there. */
type Response = {
  status: number;
  type: string | undefined;
  encoding: string | undefined;
  body: Buffer;
};

const get = (port: number, host: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<Response>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: host,
        headers: { host, ...headers },
        rejectUnauthorized: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'],
            encoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

describe('the Cal.com stand-in of the benchmark', () => {
  it('maps only the scheduler host to the stand-in and accepts its certificate', () => {
    expect(standInChromeFlags('app.cal.com', 4443)).toEqual([
      '--host-resolver-rules=MAP app.cal.com 127.0.0.1:4443',
      '--ignore-certificate-errors',
    ]);
  });

  it('serves the published embed script at the configured path, over HTTPS for that host', async () => {
    const standIn = await startCalStandIn('https://app.cal.com/embed/embed.js');
    try {
      const port = Number(/127\.0\.0\.1:(\d+)/.exec(standIn.chromeFlags[0] ?? '')?.[1]);
      const script = await get(port, 'app.cal.com', '/embed/embed.js');
      expect(script.status).toBe(200);
      expect(script.type).toMatch(/^text\/javascript/);
      expect(script.body.equals(readFileSync(embedScriptFile()))).toBe(true);
      expect(script.body.length).toBeGreaterThan(10_000);
      expect(standIn.unanswered).toEqual([]);

      // Gzipped for a browser that accepts it, as a CDN would.
      const gzipped = await get(port, 'app.cal.com', '/embed/embed.js', {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(gzipped.encoding).toBe('gzip');
      expect(gzipped.body.length).toBeLessThan(script.body.length / 2);
      expect(gunzipSync(gzipped.body).equals(script.body)).toBe(true);

      const other = await get(port, 'app.cal.com', '/humanoid/onboarding-call/embed');
      expect(other.status).toBe(404);
      expect(standIn.unanswered).toEqual([
        'GET https://app.cal.com/humanoid/onboarding-call/embed',
      ]);
      expect(standIn.description).toMatch(
        /^https:\/\/app\.cal\.com stood in on 127\.0\.0\.1:\d+ with @calcom\/embed-core \d+\.\d+\.\d+/,
      );
    } finally {
      await standIn.close();
    }
  });

  it('refuses a scheduler URL that is not https', async () => {
    await expect(startCalStandIn('http://cal.example/embed/embed.js')).rejects.toThrow(
      'is not an https URL',
    );
  });
});
