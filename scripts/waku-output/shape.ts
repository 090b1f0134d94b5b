// The loud failure of every rewrite of Waku's output: when what Waku wrote has not the shape the rewrite
// expects, the build stops, naming the rewrite, what it expected and the installed Waku and React.
// The day it does, WAKU_OUTPUT_OFF=<rewrite>,… builds without that rewrite (docs/upgrading.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..', '..');

export const installedVersion = (name: string): string => {
  const file = resolve(projectRoot, 'node_modules', name, 'package.json');
  return String(JSON.parse(readFileSync(file, 'utf8')).version);
};

export const isOff = (rewrite: string): boolean =>
  (process.env.WAKU_OUTPUT_OFF ?? '').split(',').some((name) => name.trim() === rewrite);

export const shapeCheck =
  (rewrite: string) =>
  <T>(value: T | undefined | null | false, expected: string): T => {
    if (value === undefined || value === null || value === false) {
      throw new Error(
        `[waku-output/${rewrite}] Waku's output does not have the shape this rewrite was written for: expected ${expected}. ` +
          `Installed: waku ${installedVersion('waku')}, react ${installedVersion('react')}. ` +
          `Check what the new version writes and update scripts/waku-output/${rewrite}.ts (see its header).`,
      );
    }
    return value;
  };
