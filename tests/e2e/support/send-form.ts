import type { Page, Request } from '@playwright/test';
import { siteConfig } from '../../../src/config/site';

/**
 * The fields of a multipart/form-data body, as the email provider's send-form endpoint reads
 * them (what a form posted without JavaScript sends).
 */
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

/**
 * Holds back the page's own scripts (everything under /assets/ that is JavaScript), as a slow
 * phone on a slow network does: the page is painted and usable, the client has not taken over.
 */
export const holdPageScripts = async (page: Page) => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    if (!page.isClosed()) await route.continue();
  });
  // Nothing is left hanging when a test ends with the scripts still held.
  page.once('close', () => open());
  return { release: () => open() };
};
