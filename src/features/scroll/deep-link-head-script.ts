/** Everything the head script needs from the build: it runs alone in the page, with no imports. */
export type DeepLinkHeadScriptOptions = {
  /** On `<html>`: every skipped section is rendered in the first layout (see global.css). */
  layOutAllAttribute: string;
};

/**
 * Runs in <head> before the body is parsed. A visitor arriving at a fragment (/#contact), reloading,
 * or coming back gets every section rendered in the first layout, as if none were deferred: the
 * browser places them at the fragment or the restored position, which must be measured against
 * real heights, not the estimates of skipped sections (`.deferred-layout` in global.css). A fresh
 * visit starts at the top and keeps the faster first paint.
 *
 * LayOutAllWhenDeepLinked writes it into the page as source (`Function.prototype.toString`), so it
 * may use its options and the browser's globals only: no imports, nothing from outside its body.
 */
export function layOutAllWhenDeepLinked({ layOutAllAttribute }: DeepLinkHeadScriptOptions): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const returning = navigation !== undefined && navigation.type !== 'navigate';
  if (location.hash.length > 1 || returning) {
    document.documentElement.setAttribute(layOutAllAttribute, '');
  }
}
