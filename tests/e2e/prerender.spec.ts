import { expect, test } from '@playwright/test';
import { sectionIds } from '../../src/content/sections';
import {
  capabilities,
  closing,
  contact,
  expertise,
  faq,
  hero,
  newsletter,
  process,
  services,
  testimonials,
  why,
} from './support/words';

/** The text React writes into HTML: &, <, > and quotes escaped. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');

test('index.html already holds every section, its id and its copy, before any script runs @desktop-only', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Only the server-rendered markup of the body counts, not the scripts that follow it.
  const body = html.slice(html.indexOf('<body'));
  const markup = body.slice(0, body.indexOf('<script'));
  for (const id of [...sectionIds, 'our-approach']) {
    expect(markup, `section #${id}`).toContain(`id="${id}"`);
  }
  const copy = [
    hero.title,
    hero.lead,
    ...why.cards.flatMap((card) => [card.title, card.headline, card.body]),
    ...expertise.areas.flatMap((area) => [area.title, area.description]),
    ...services.items.flatMap((item) => [item.title, item.description]),
    ...capabilities.list,
    process.title,
    ...process.steps.flatMap((step) => [step.title, step.description, step.duration]),
    ...faq.items.flatMap((item) => [item.question, item.answer]),
    contact.title,
    contact.fields.fullName.label,
    ...testimonials.items.flatMap((item) => [item.content, item.author, item.role]),
    newsletter.title,
    closing.title,
  ];
  for (const text of copy) expect(markup, text).toContain(asHtml(text));
});

test('404.html is prerendered with its texts @desktop-only', async ({ request }) => {
  const html = await (await request.get('/404.html')).text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('Return to Home');
});
