import { installedVersion } from '../../../scripts/waku-output/shape.ts';

/** The loud failure of a rewrite of Waku's output: its name, what it expected, Waku's and React's versions. */
export const shapeError = (rewrite: string, expected: string) =>
  new RegExp(
    `\\[waku-output/${rewrite}\\].*expected .*${expected}.*waku ${installedVersion('waku')}, react ${installedVersion('react')}`,
  );
