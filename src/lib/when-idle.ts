/**
 * Runs `task` once the page has loaded and the browser is idle, and returns a function that
 * cancels it. Work that can wait (smooth scrolling, the reveal set-up, third-party loaders) goes
 * here instead of into the effects that run right after hydration: there it all ran, and restyled
 * the page, in one long task (about 100 ms on a mid-range phone) while the page was still busy
 * hydrating. Each call gets its own idle callback, so each task runs, and renders, on its own.
 */
export const whenIdle = (task: () => void): (() => void) => {
  let handle = 0;
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
};
