import { describe, expect, it } from 'vitest';
import { capabilities } from '../../src/content/capabilities';
import { closing } from '../../src/content/closing';
import { contact } from '../../src/content/contact';
import { expertise } from '../../src/content/expertise';
import { faq } from '../../src/content/faq';
import { hero } from '../../src/content/hero';
import { newsletter } from '../../src/content/newsletter';
import { process } from '../../src/content/process';
import { sectionIds } from '../../src/content/sections';
import { services } from '../../src/content/services';
import { testimonials } from '../../src/content/testimonials';
import { why } from '../../src/content/why';
import { read } from './support/dist.ts';

/** The text React writes into HTML: &, <, > and quotes escaped. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');

describe('the prerendered pages', () => {
  it('index.html already holds every section, its id and its copy, before any script runs', () => {
    const html = read('index.html');
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

  it('404.html is prerendered with its texts', () => {
    const html = read('404.html');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });
});
