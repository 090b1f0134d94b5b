import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Route } from '@playwright/test';
import { siteConfig } from '../../../src/config/site';

export const EMAIL_ENDPOINT = `${siteConfig.emailjs.origin}/api/v1.0/email/send`;

type EmailReply = { status: number; body: string } | 'network-error';

/**
 * Stands in for the EmailJS API (never the real host). Records every send's JSON payload.
 * `hold()` keeps the next replies back until `release()`, to see the submitting state; a reply
 * still held when the page closes is dropped, so no test leaves a request hanging.
 */
export const standInEmail = async (page: Page, reply: EmailReply = { status: 200, body: 'OK' }) => {
  const sent: Array<Record<string, unknown>> = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  let current = reply;
  await page.route(EMAIL_ENDPOINT, async (route: Route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}'));
    await gate;
    if (page.isClosed()) return;
    if (current === 'network-error') await route.abort('internetdisconnected');
    else
      await route.fulfill({
        status: current.status,
        body: current.body,
        contentType: 'text/plain',
      });
  });
  page.once('close', () => open());
  return {
    sent,
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    replyWith: (next: EmailReply) => {
      current = next;
    },
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

/**
 * Stands in for the scheduling provider: serves the embed (optionally held back until `release()`,
 * or until the page closes), Cal.com's published one, or fails it. `calls()` reads what the page
 * asked of the embed.
 */
export const standInScheduler = async (
  page: Page,
  mode: 'serve' | 'hold' | 'fail' | 'published' = 'serve',
) => {
  let open = () => {};
  const gate =
    mode === 'hold' ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  let requests = 0;
  await page.route(siteConfig.scheduler.embedScriptUrl, async (route) => {
    requests += 1;
    if (mode === 'fail') return route.abort('connectionrefused');
    await gate;
    if (page.isClosed()) return;
    return route.fulfill({
      contentType: 'text/javascript',
      body: mode === 'published' ? publishedEmbed() : fakeEmbed(siteConfig.scheduler.namespace),
    });
  });
  page.once('close', () => open());
  return {
    release: () => open(),
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
