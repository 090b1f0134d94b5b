// embed.js's 50 ms colour-scheme poll runs on a change instead (performance.md, 16).
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
