/**
 * Runs in <head>: a visit to a fragment (/#contact), a reload or a return renders every deferred
 * section in the first layout, so the browser places the page against real heights, not estimates;
 * a fresh visit starts at the top and keeps the faster first paint. Serialised by headScript.
 */
export function layOutAllWhenDeepLinked(options: { layOutAllAttribute: string }): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const returning = navigation !== undefined && navigation.type !== 'navigate';
  if (location.hash.length > 1 || returning) {
    document.documentElement.setAttribute(options.layOutAllAttribute, '');
  }
}
