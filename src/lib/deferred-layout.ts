import { headScript } from './head-script';

/** Sections the browser lays out only near the viewport (`content-visibility: auto`, global.css). */
export const DEFERRED_LAYOUT_SELECTOR = '.deferred-layout';

/** On `<html>`, set by the deep-link head script: every such section is rendered (global.css). */
export const LAY_OUT_ALL_ATTRIBUTE = 'data-lay-out-all';

/** Renders for good every skipped section down to `target`'s: a jump is measured on real heights. */
export const layOutThrough = (target: Element) => {
  const atOrAfter = Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY;
  for (const section of document.querySelectorAll<HTMLElement>(DEFERRED_LAYOUT_SELECTOR)) {
    if (section !== target && !(section.compareDocumentPosition(target) & atOrAfter)) break;
    section.dataset.laidOut = '';
  }
};

/** Each section drawn draws the never-drawn ones above it, so none moves the page under a glide. */
export const layOutWhatIsJumpedOver = (): (() => void) => {
  const sections = [...document.querySelectorAll<HTMLElement>(DEFERRED_LAYOUT_SELECTOR)];
  // Drawn before this starts: at load, near the viewport (or all of them, for a deep link).
  const drawn = new Set<Element>(
    sections.filter((section) =>
      section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    ),
  );
  const onDrawn = (event: Event) => {
    const section = event.target as HTMLElement;
    if ((event as ContentVisibilityAutoStateChangeEvent).skipped || !sections.includes(section)) {
      return;
    }
    drawn.add(section);
    for (const above of sections) {
      if (above === section) break;
      if (!drawn.has(above)) above.dataset.laidOut = '';
      drawn.add(above);
    }
  };
  document.addEventListener('contentvisibilityautostatechange', onDrawn, { capture: true });
  return () =>
    document.removeEventListener('contentvisibilityautostatechange', onDrawn, { capture: true });
};

/** Runs in <head>: a fragment, reload or return lays out every section at once (performance.md, 7). */
function layOutAllWhenDeepLinked(layOutAllAttribute: string): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (location.hash.length > 1 || (navigation && navigation.type !== 'navigate')) {
    document.documentElement.setAttribute(layOutAllAttribute, '');
  }
}

export const deepLinkScriptSource = () =>
  headScript(layOutAllWhenDeepLinked, LAY_OUT_ALL_ATTRIBUTE);
