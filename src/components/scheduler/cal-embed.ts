import { SCHEDULER_POLL_MS } from '../../config/site';

/** The Cal.com embed's global, as its snippet defines it before embed.js arrives. */
type CalApi = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  ns?: Record<string, CalApi>;
  loaded?: boolean;
  instance?: unknown;
};

declare global {
  interface Window {
    Cal?: CalApi;
  }
}

export type SchedulerSettings = {
  embedScriptUrl: string;
  bookingOrigin: string;
  namespace: string;
  layout: string;
  link: string;
};

/** Cal.com's own snippet: a queue that embed.js replays once it has loaded. */
const installQueue = () => {
  if (window.Cal) return window.Cal;
  const queue = (api: CalApi, args: unknown[]) => {
    api.q ??= [];
    api.q.push(args);
  };
  const cal: CalApi = (...args: unknown[]) => {
    if (args[0] === 'init' && typeof args[1] === 'string') {
      const namespace = args[1];
      cal.ns ??= {};
      const api: CalApi = (...inner: unknown[]) => queue(api, inner);
      api.q = [];
      cal.ns[namespace] ??= api;
      queue(cal.ns[namespace], args);
      queue(cal, ['initNamespace', namespace]);
      return;
    }
    queue(cal, args);
  };
  cal.ns = {};
  cal.q = [];
  cal.loaded = true; // we add embed.js ourselves, to know when it fails
  window.Cal = cal;
  return cal;
};

/** Is the namespace's widget up (embed.js has run and created its instance)? */
const isReady = (namespace: string) => {
  const cal = window.Cal;
  return Boolean(cal?.instance || cal?.ns?.[namespace]?.instance);
};

/**
 * Loads the Cal.com embed, initialises the namespace with its layout, and resolves once it is
 * ready, polling every 50ms. Rejects when the script fails to load or never gets ready.
 */
export const loadCalEmbed = (settings: SchedulerSettings, timeoutMs = 15_000): Promise<void> =>
  new Promise((resolve, reject) => {
    const cal = installQueue();
    cal('init', settings.namespace, { origin: settings.bookingOrigin });
    cal.ns?.[settings.namespace]?.('ui', { layout: settings.layout, hideEventTypeDetails: false });

    const script = document.createElement('script');
    script.src = settings.embedScriptUrl;
    script.async = true;
    let failed = false;
    script.onerror = () => {
      failed = true;
    };
    document.head.appendChild(script);

    const started = Date.now();
    const poll = () => {
      if (failed)
        return reject(new Error(`The scheduler script failed to load: ${settings.embedScriptUrl}`));
      if (isReady(settings.namespace)) return resolve();
      if (Date.now() - started > timeoutMs)
        return reject(new Error('The scheduler did not initialise in time'));
      window.setTimeout(poll, SCHEDULER_POLL_MS);
    };
    poll();
  });

/** Opens the booking of the namespace in Cal.com's modal. */
export const openCalBooking = (settings: SchedulerSettings) => {
  window.Cal?.ns?.[settings.namespace]?.('modal', {
    calLink: settings.link,
    config: { layout: settings.layout },
  });
};
