import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0-2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Runs axe-core in the page itself: the default per-frame mode costs a third more, for frames we lack. */
export const axe = (page: Page): Promise<AxeResults> =>
  new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();

/** Runs `work` with the animation clock stopped: endless spinners take most of a core a long analysis needs. */
export const withAnimationsPaused = async <T>(page: Page, work: () => Promise<T>): Promise<T> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  try {
    return await work();
  } finally {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await cdp.detach();
  }
};

/** One line per failing node, so a failure says what to fix. */
export const describeViolations = (violations: AxeResults['violations']) =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );

/** The CSS selectors of the nodes axe could not judge for colour contrast (gradients, images …). */
export const undecidedContrastTargets = (results: AxeResults) =>
  results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
