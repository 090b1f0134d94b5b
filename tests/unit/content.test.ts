import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/config/locales';
import { copyFor } from '../../src/content/copy';
import {
  faqContent,
  heroContent,
  processContent,
  servicesContent,
  whyContent,
} from '../../src/content/sections';
import { seoCopyOf, shareImageOf } from '../../src/content/seo';
import { testimonialsContent } from '../../src/content/testimonials';

// The fixed texts of docs/requirements.md, asserted once: the pages and browser tests read the same files.
const en = copyFor('en');
const de = copyFor('de');

describe('the fixed English texts', () => {
  it('words validation, states and toasts as CONTACT-2…9 and NEWS-2…6 do', () => {
    expect(en.forms.validation).toEqual({
      fullNameRequired: 'Please enter your full name',
      emailRequired: 'Please enter your email address',
      emailInvalid: 'Please enter a valid email address',
    });
    expect(en.forms.submitting).toBe('Submitting...');
    expect(en.actions.scheduleLoading).toBe('Loading...');
    expect(en.sendToasts.contactSuccess).toBe(
      "Thank you for your interest! We'll be in touch soon.",
    );
    expect(en.sendToasts.contactFailure).toBe('Something went wrong. Please try again later.');
    expect(en.sendToasts.newsletterSuccess).toEqual({
      title: 'Thank you for subscribing!',
      description: "You'll receive updates about the product soon.",
    });
    expect(en.sendToasts.newsletterFailure).toEqual({
      title: 'Something went wrong',
      description: 'Please try again later.',
    });
  });

  it('labels the header, the actions and the 404 page as HDR-2, HERO-1, PROC-2, FAQ-4 and NF-1 do', () => {
    expect(en.navigation.links).toMatchObject({
      home: 'Home',
      contact: 'Contact',
      testimonials: 'Testimonials',
      sisterProduct: 'Try {product}',
    });
    expect(en.actions).toMatchObject({
      startProject: 'Start Your Project',
      scheduleCall: 'Schedule a Call',
      getInTouch: 'Get in Touch',
    });
    expect(en.notFound).toMatchObject({ title: 'Oops! Page not found', home: 'Return to Home' });
  });
});

describe('the sections', () => {
  it('has eight FAQ items, one per topic of FAQ-2, each a distinct question', () => {
    const { items } = faqContent(en);
    expect(new Set(items.map((item) => item.question)).size).toBe(8);
    for (const item of items) expect(item.question.endsWith('?')).toBe(true);
  });

  it('carries the claims of FAQ-3 in its answers, in every language', () => {
    const answersOf = (copy: typeof en) =>
      faqContent(copy)
        .items.map((item) => item.answer)
        .join(' ');
    expect(answersOf(en)).toMatch(/simple website takes 3-5\sdays/);
    expect(answersOf(en)).toMatch(/MVP takes up to 7\sdays/);
    expect(answersOf(en)).toContain('Support is available 24/7');
    expect(answersOf(en)).toMatch(/no hidden fees/i);
    expect(answersOf(de)).toMatch(/3–\u2060?5\sTagen/);
    expect(answersOf(de)).toMatch(/bis zu 7\sTage/);
    expect(answersOf(de)).toContain('24/7');
    expect(answersOf(de)).toMatch(/keine versteckten Kosten/i);
  });

  it('has the four steps of PROC-1 with their durations, in order', () => {
    const process = processContent(en);
    expect([process.eyebrow, process.title]).toEqual(['Our Process', 'From Concept to Launch']);
    expect(process.steps.map((step) => [step.title, step.duration.replace(/\s/, ' ')])).toEqual([
      ['Discovery & Planning', '1-2 days'],
      ['Design & Development', '3-5 days'],
      ['Testing & Refinement', '1-2 days'],
      ['Launch & Support', 'Ongoing'],
    ]);
  });

  it('has the four testimonials of PAGE-6, each image a file in public/', () => {
    const { items } = testimonialsContent(en);
    expect(items).toHaveLength(4);
    for (const { author, role, backgroundImage } of items) {
      expect(author).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
      expect(role).toMatch(/, /); // "Role, Company"
      const files = backgroundImage.srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');
      for (const file of [backgroundImage.src, ...files]) {
        expect(existsSync(resolve(import.meta.dirname, '../../public', `.${file}`)), file).toBe(
          true,
        );
      }
    }
  });

  it('numbers the chips in page order (PAGE-4) and names the Why cards and the six services of PAGE-5', () => {
    expect(heroContent(en).chip).toEqual({ number: '01', label: 'Innovation' });
    expect(whyContent(en).chip.number).toBe('02');
    expect(testimonialsContent(en).chip.number).toBe('04');
    expect(whyContent(en).cards.map((card) => card.title)).toEqual([
      'Our Approach',
      'Our Promise',
      'Our Difference',
    ]);
    expect(servicesContent(en).items.map((item) => item.title)).toEqual([
      'Websites',
      'Mobile Apps',
      'UI/UX Design',
      'E-commerce Solutions',
      'APIs & Integrations',
      'Maintenance & Support',
    ]);
    // After "You get:" / „Sie bekommen:“ the sentence goes on: lower case, but for the courtesy Ihr.
    for (const { outcome } of [en, de].flatMap((copy) => servicesContent(copy).items))
      expect(outcome).toMatch(/^(\p{Ll}|Ihr)/u);
  });
});

describe.each(locales.map(({ code }) => code))('%s search result', (locale) => {
  it('keeps the title within 60 characters and the description within 120 to 160', () => {
    const { home } = seoCopyOf(copyFor(locale));
    expect(home.title.length).toBeLessThanOrEqual(60);
    expect(home.title).toContain('Humanoid');
    expect(home.description.length).toBeGreaterThanOrEqual(120);
    expect(home.description.length).toBeLessThanOrEqual(160);
  });

  it('describes the share image by the headline it is drawn from', () => {
    const copy = copyFor(locale);
    expect(shareImageOf(locale, copy).alt).toContain(copy.hero.title);
  });
});
