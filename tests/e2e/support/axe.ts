import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settle } from './pixels';

/** WCAG 2.0-2.2 A and AA (2.5.8's target sizes included), and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core and expects no violation, one line per failing node so a failure says what to fix.
 * A target whose size axe could not determine (content overflowing it) fails too. Axe runs in the
 * page itself (the default per-frame mode costs a third more, for frames we lack), once what fades
 * in has (a frozen half fade is a contrast failure), with the animation clock stopped: endless
 * spinners take most of a core a long analysis needs.
 */
export const expectNoAxeViolations = async (page: Page, message?: string) => {
  await settle(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze()
    .finally(() => cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }));
  await cdp.detach();
  const failing = [
    ...results.violations,
    ...results.incomplete.filter((result) => result.id === 'target-size'),
  ].flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
  expect(failing, message).toEqual([]);
  return results;
};

/** The CSS selectors of the nodes axe could not judge for colour contrast (gradients, images …). */
export const undecidedContrastTargets = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
