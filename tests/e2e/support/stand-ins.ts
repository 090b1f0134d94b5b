import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request, Route } from '@playwright/test';
import { siteConfig } from '../../../src/config/site';

type EmailReply = { status: number; body: string } | 'network-error';

/** What a stand-in holds back until `release()`; released anyway when the page closes, so nothing hangs. */
const held = (page: Page) => {
  let release = () => {};
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  page.once('close', release);
  return { until, release };
};
const notHeld = { until: Promise.resolve(), release: () => {} };

/** Stands in for the EmailJS API, recording each payload; `hold()` keeps replies back until `release()`. */
export const standInEmail = async (page: Page, reply: EmailReply = { status: 200, body: 'OK' }) => {
  const sent: Array<Record<string, unknown>> = [];
  let gate = notHeld;
  await page.route(`${siteConfig.emailjs.origin}/api/v1.0/email/send`, async (route: Route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}'));
    await gate.until;
    if (page.isClosed()) return;
    if (reply === 'network-error') await route.abort('internetdisconnected');
    else await route.fulfill({ ...reply, contentType: 'text/plain' });
  });
  return {
    sent,
    hold: () => {
      gate = held(page);
    },
    release: () => gate.release(),
  };
};

/** A stand-in for Cal.com's embed.js: it creates the namespace's instance and records its calls. */
const fakeEmbed = (namespace: string) => `
(() => {
  const cal = window.Cal;
  const queued = (cal.ns[${JSON.stringify(namespace)}] || { q: [] }).q || [];
  const calls = (window.__calCalls = queued.map((args) => Array.from(args)));
  const api = (...args) => {
    calls.push(args);
    if (args[0] === 'modal') {
      const modal = document.createElement('div');
      modal.setAttribute('role', 'dialog');
      modal.setAttribute('aria-label', 'Cal.com booking');
      modal.textContent = 'Booking ' + args[1].calLink;
      document.body.appendChild(modal);
    }
  };
  api.instance = {};
  cal.ns[${JSON.stringify(namespace)}] = api;
  cal.instance = {};
})();`;

/** Cal.com's published embed.js, as its host serves it (the version pinned in package.json). */
const publishedEmbed = () =>
  readFileSync(createRequire(import.meta.url).resolve('@calcom/embed-core'), 'utf8');

/** Stands in for the scheduler's embed: served, held until `release()`, Cal.com's own, or failed. */
export const standInScheduler = async (
  page: Page,
  mode: 'serve' | 'hold' | 'fail' | 'published' = 'serve',
) => {
  const gate = mode === 'hold' ? held(page) : notHeld;
  let requests = 0;
  await page.route(siteConfig.scheduler.embedScriptUrl, async (route) => {
    requests += 1;
    if (mode === 'fail') return route.abort('connectionrefused');
    await gate.until;
    if (page.isClosed()) return;
    return route.fulfill({
      contentType: 'text/javascript',
      body: mode === 'published' ? publishedEmbed() : fakeEmbed(siteConfig.scheduler.namespace),
    });
  });
  return {
    release: gate.release,
    requests: () => requests,
    calls: () => page.evaluate(() => (window as unknown as { __calCalls: unknown[][] }).__calCalls),
  };
};

/** Collects console errors, to check that failures are logged. */
export const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

/** The fields of a multipart/form-data body (what a form posted without JavaScript sends). */
export const multipartFields = (request: Request): Record<string, string> => {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[match[1] ?? ''] = match[2] ?? '';
  }
  return fields;
};

/** Stands in for the provider's send-form endpoint (never the real host): records each post. */
export const standInSendForm = async (page: Page) => {
  const posts: Request[] = [];
  await page.route(siteConfig.emailjs.sendFormUrl, async (route) => {
    posts.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return posts;
};

/** Holds back the page's own scripts, as a slow network does: the page is usable, the client not there. */
export const holdPageScripts = async (page: Page) => {
  const gate = held(page);
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate.until;
    if (!page.isClosed()) await route.fallback();
  });
  return { release: gate.release };
};
