// The Chromium every tool here launches: CHROMIUM_PATH, else Debian's, else the tool's own browser.
import { existsSync } from 'node:fs';

export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// Without the network flags Chromium hangs on calls to Google services this machine cannot reach.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
