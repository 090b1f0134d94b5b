/**
 * Runs in <head> before the body is parsed. A visitor arriving at a fragment (/#contact), reloading,
 * or coming back gets every section rendered in the first layout, as if none were deferred: the
 * browser places them at the fragment or the restored position, which must be measured against
 * real heights, not the estimates of skipped sections (see `.deferred-layout` in global.css). A fresh
 * visit starts at the top and keeps the faster first paint.
 */
const script = () =>
  "(function(){var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
  "if(location.hash.length>1||(n&&n.type!=='navigate'))" +
  "document.documentElement.setAttribute('data-lay-out-all','')})()";

export const LayOutAllWhenDeepLinked = () => (
  <script
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its CSP hash
    dangerouslySetInnerHTML={{ __html: script() }}
  />
);
