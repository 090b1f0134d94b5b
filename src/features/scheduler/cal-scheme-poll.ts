/**
 * Cal.com's embed.js checks the page's colour scheme every 50 ms for as long as the tab is open
 * (performance.md, 16): the interval it sets while it runs is caught, and its check runs instead
 * when the scheme can have changed (`onChange`: the theme switch, the system's setting).
 */
export const catchSchemePoll = (
  script: HTMLScriptElement,
  onChange: (check: () => void) => void,
): void => {
  const setInterval = window.setInterval;
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (document.currentScript !== script || typeof handler !== 'function') {
      return setInterval(handler, timeout, ...args);
    }
    onChange(() => handler(...args));
    return 0;
  }) as typeof window.setInterval;
  const restore = () => {
    window.setInterval = setInterval;
  };
  script.addEventListener('load', restore, { once: true });
  script.addEventListener('error', restore, { once: true });
};
