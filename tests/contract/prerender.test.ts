import { describe, expect, it } from 'vitest';
import { localePath, locales } from '../../src/config/locales';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import {
  expertiseContent,
  faqContent,
  heroContent,
  newsletterContent,
  processContent,
  sectionIds,
  servicesContent,
  whyContent,
} from '../../src/content/sections';
import { testimonialsContent } from '../../src/content/testimonials';
import { fillMessage, onOneLine, sentences } from '../../src/lib/utils';
import { SPRINT } from '../../src/sections/hero/hero-preview';
import { attribute, parsePage, read } from './support/dist.ts';

/** The text React writes into HTML: &, <, > and quotes escaped. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');

const pages = locales.map(({ code }) => ({ code, path: localePath(code), copy: copyFor(code) }));

describe('the prerendered pages', () => {
  it.each(
    pages,
  )('$path already holds every section, in order with its id and chip, and its copy, before any script runs', ({
    code,
    path,
    copy: words,
  }) => {
    const html = read(`${path.slice(1)}index.html`);
    const hero = heroContent(words);
    const why = whyContent(words);
    const expertise = expertiseContent(words);
    const services = servicesContent(words);
    const process = processContent(words);
    const faq = faqContent(words);
    const testimonials = testimonialsContent(words);
    const chips = [hero, why, expertise, testimonials, newsletterContent(words)].map(
      ({ chip }) => chip,
    );
    // Only the server-rendered markup of the body counts (data blocks too), not the scripts that follow it.
    const body = html.slice(html.indexOf('<body'));
    const markup = body.slice(0, body.search(/<script(?! type="application\/ld\+json")/));
    // The sections in the order of PAGE-2 and PAGE-3, the closing banner last, then the footer.
    const sections = parsePage(html).elements.filter(
      (element) => element.tagName === 'section' && element.parentNode?.nodeName === 'main',
    );
    expect(
      sections.map((section) => attribute(section, 'id') ?? attribute(section, 'aria-labelledby')),
    ).toEqual([...sectionIds, 'closing-title']);
    expect(markup).toContain('</main><footer');
    expect(markup, 'the Why cards’ wrapper').toContain('id="our-approach"');
    // Each numbered chip (PAGE-4).
    for (const { number } of chips) expect(markup).toContain(`data-chip="${number}"`);
    const copy = [
      ...chips.map(({ label }) => label),
      hero.title,
      hero.lead,
      SPRINT.progress.toLocaleString(code, { style: 'unit', unit: 'percent' }), // German: 72 %
      ...why.cards.flatMap((card) => [card.title, card.headline, card.body]),
      ...expertise.areas.flatMap((area) => [area.title, ...area.stack]),
      ...services.items.flatMap((item) => [item.title, item.description, item.outcome]),
      ...words.capabilities.list,
      words.work.eyebrow,
      words.work.title,
      process.title,
      ...process.steps.flatMap((step) => [step.title, step.description, step.duration]),
      ...faq.items.flatMap((item) => [item.question, item.answer]),
      words.contact.title,
      words.contact.fields.fullName.label,
      ...testimonials.items.flatMap((item) => [item.content, item.author, item.role]),
      words.newsletter.title,
      // What happens to what is typed, under each form, before and without JavaScript.
      ...[words.legal.formNotice.contact, words.legal.formNotice.newsletter].map((notice) =>
        notice.replace('{privacy}', '').trim(),
      ),
      ...sentences(words.closing.title),
    ];
    for (const text of copy) expect(markup, text).toContain(asHtml(text));
    // What each form's button does without JavaScript, and how else to reach the agency.
    for (const button of [words.contact.submit, words.newsletter.submit]) {
      const note = fillMessage(words.forms.noScript, {
        button,
        email: siteConfig.email,
        phone: onOneLine(siteConfig.phone),
      });
      expect(markup.split(asHtml(note))).toHaveLength(2);
    }
  });
});
