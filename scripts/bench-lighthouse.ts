// One Lighthouse run in its own process, started by scripts/bench.ts (the bench's HTTP server has
// to keep answering while Lighthouse works, so Lighthouse must not block the bench's event loop).
// Launches headless Chromium with a fresh temporary profile, audits the URL with Lighthouse's
// mobile defaults or its desktop preset, and writes the Lighthouse result (JSON) to a file.
//
// Usage: tsx scripts/bench-lighthouse.ts <url> <mobile|desktop> <output.json>
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else whatever chrome-launcher finds.
// BENCH_CHROME_FLAGS: a JSON array of extra Chromium flags (the bench's stand-in for Cal.com).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';

const [url, formFactor, output] = process.argv.slice(2);
if (!url || !['mobile', 'desktop'].includes(formFactor ?? '') || !output) {
  console.error('Usage: tsx scripts/bench-lighthouse.ts <url> <mobile|desktop> <output.json>');
  process.exit(2);
}

const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  ...JSON.parse(process.env.BENCH_CHROME_FLAGS || '[]'),
];
const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));

let chrome: chromeLauncher.LaunchedChrome | undefined;
const cleanUp = () => {
  chrome?.kill();
  chrome = undefined;
  rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
};
// The bench kills this process when a run takes too long: take Chromium down with it.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

try {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) {
    throw new Error(
      `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  writeFileSync(output, [result.report].flat()[0] ?? '');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
