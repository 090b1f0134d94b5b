import type { siteConfig } from '../../config/site';
import {
  SCHEDULER_INIT_TIMEOUT_MS,
  SCHEDULER_POLL_MS,
  SCHEDULER_READY_AFTER_LOAD_MS,
} from '../../config/spec';
import { calTheme, currentThemeChoice, subscribeToTheme } from '../theme/theme-choice';

/** The Cal.com embed's global: a queue of calls, which embed.js answers once it has loaded. */
type CalApi = ((...args: unknown[]) => void) & {
  q: unknown[][];
  ns?: Record<string, CalApi>;
  instance?: unknown;
};

declare global {
  interface Window {
    Cal?: CalApi;
  }
}

type SchedulerSettings = typeof siteConfig.scheduler;

/** A queue as Cal.com's snippet makes one (we add embed.js ourselves, to know when it fails). */
const queue = (): CalApi => {
  const q: unknown[][] = [];
  return Object.assign((...args: unknown[]) => void q.push(args), { q });
};

// embed.js's 50 ms colour-scheme poll runs on a change instead (performance.md, 16).
const catchSchemePoll = (script: HTMLScriptElement): void => {
  const setInterval = window.setInterval;
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (document.currentScript !== script || typeof handler !== 'function') {
      return setInterval(handler, timeout, ...args);
    }
    const check = () => handler(...args);
    subscribeToTheme(check);
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', check);
    return 0;
  }) as typeof window.setInterval;
  const restore = () => {
    window.setInterval = setInterval;
  };
  script.addEventListener('load', restore, { once: true });
  script.addEventListener('error', restore, { once: true });
};

const uiOptions = (settings: SchedulerSettings) => ({
  layout: settings.layout,
  hideEventTypeDetails: false,
  theme: calTheme(currentThemeChoice()),
});

/** Loads the embed, resolving once its widget is ready (SCHED-3), rejecting when it is not (DEC-11). */
export const loadCalEmbed = (settings: SchedulerSettings): Promise<void> =>
  new Promise((resolve, reject) => {
    const api = queue();
    const cal = window.Cal ?? queue();
    cal.ns = { ...cal.ns, [settings.namespace]: api };
    window.Cal = cal;
    api('init', settings.namespace, { origin: settings.bookingOrigin });
    api('ui', uiOptions(settings));
    cal('initNamespace', settings.namespace);

    let timer = 0;
    const fail = (message: string) => {
      window.clearTimeout(timer);
      reject(new Error(message));
    };
    const started = Date.now();
    let loadedAt: number | null = null;

    const script = document.createElement('script');
    script.src = settings.embedScriptUrl;
    script.async = true;
    script.onerror = () => fail(`The scheduler script failed to load: ${settings.embedScriptUrl}`);
    script.onload = () => {
      loadedAt = Date.now();
    };
    catchSchemePoll(script);
    document.head.appendChild(script);

    const poll = () => {
      if (window.Cal?.instance || window.Cal?.ns?.[settings.namespace]?.instance) return resolve();
      const now = Date.now();
      if (loadedAt !== null && now - loadedAt > SCHEDULER_READY_AFTER_LOAD_MS)
        return fail(
          `The scheduler script loaded but was not ready within ${SCHEDULER_READY_AFTER_LOAD_MS} ms`,
        );
      if (now - started > SCHEDULER_INIT_TIMEOUT_MS)
        return fail(`The scheduler did not initialise within ${SCHEDULER_INIT_TIMEOUT_MS} ms`);
      timer = window.setTimeout(poll, SCHEDULER_POLL_MS);
    };
    poll();
  });

/** Opens a booking (`user/event`) in Cal.com's modal; `ui` is set again, as the theme may have changed. */
export const openCalBooking = (settings: SchedulerSettings, calLink: string) => {
  const api = window.Cal?.ns?.[settings.namespace];
  api?.('ui', uiOptions(settings));
  api?.('modal', {
    calLink,
    config: { layout: settings.layout, theme: calTheme(currentThemeChoice()) },
  });
};
