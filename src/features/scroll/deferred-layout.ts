import { whenIdle } from '../../lib/when-idle';

/** Sections the first layout skips (CSS `content-visibility: auto`, see src/styles/global.css). */
export const DEFERRED_LAYOUT_SELECTOR = '.deferred-layout';

/** On `<html>`, set by the deep-link head script: every such section is rendered (global.css). */
export const LAY_OUT_ALL_ATTRIBUTE = 'data-lay-out-all';

type Schedule = (task: () => void) => unknown;

/**
 * Renders `items` in order, one per scheduled task, and resolves once the last is done: each item's
 * layout is its own short task instead of one long one. An empty list resolves at once.
 */
export const layOutInTurn = <T>(
  items: readonly T[],
  render: (item: T) => void,
  schedule: Schedule,
): Promise<void> =>
  new Promise((resolve) => {
    let index = 0;
    // Scheduled only while an item is left; the last one resolves in its own task.
    const next = () => {
      render(items[index] as T);
      index += 1;
      if (index < items.length) schedule(next);
      else resolve();
    };
    if (items.length === 0) resolve();
    else schedule(next);
  });

/** Marks a skipped section laid out and lays it out now, inside the current idle task. */
const layOutSection = (section: HTMLElement) => {
  section.dataset.laidOut = '';
  // Reading a layout value lays the section out here, not with all the others in the next frame.
  void section.offsetHeight;
};

/**
 * Renders, at once, every skipped section from the top of the page down to the one holding
 * `target`: a jump or glide to it is then measured against real heights, and no section rendered
 * on the way (the browser draws those near the viewport) moves it from where it landed.
 */
export const layOutThrough = (target: Element) => {
  const atOrAfter = Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY;
  for (const section of document.querySelectorAll<HTMLElement>(DEFERRED_LAYOUT_SELECTOR)) {
    if (section !== target && !(section.compareDocumentPosition(target) & atOrAfter)) break;
    section.dataset.laidOut = '';
  }
};

let laidOut: Promise<void> | null = null;

/**
 * Lays out the sections the first paint skipped, top to bottom, one per idle moment after load,
 * once per page. Resolves when all are ordinary blocks again: smooth scrolling and the reveals,
 * which measure the page, start then. Anchors still work before: the browser renders a skipped
 * section the moment something scrolls to it or measures it.
 */
export const layOutDeferredSections = (): Promise<void> => {
  laidOut ??= layOutInTurn(
    [...document.querySelectorAll<HTMLElement>(DEFERRED_LAYOUT_SELECTOR)],
    layOutSection,
    whenIdle,
  );
  return laidOut;
};
