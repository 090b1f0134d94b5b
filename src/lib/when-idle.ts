/** Runs `task` at an idle moment after load, returning its cancel (performance.md, 6). */
export const whenIdle = (task: () => void): (() => void) => {
  let handle = 0;
  const schedule = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(() => task(), { timeout: 3000 })
      : window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
};
