import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import { faqContent } from '../../src/content/faq';
import { heroContent } from '../../src/content/hero';
import { processContent } from '../../src/content/process';
import { servicesContent } from '../../src/content/services';
import { testimonialsContent } from '../../src/content/testimonials';
import { whyContent } from '../../src/content/why';

// The fixed texts of docs/requirements.md, asserted once, here: the pages and the browser tests
// read the same translation files.
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
    });
    expect(en.navigation.links.sisterProduct).toBe('Try {product}');
    expect(en.actions).toMatchObject({
      startProject: 'Start Your Project',
      scheduleCall: 'Schedule a Call',
      getInTouch: 'Get in Touch',
    });
    expect(en.notFound.title).toBe('Oops! Page not found');
    expect(en.notFound.home).toBe('Return to Home');
  });
});

describe('FAQ content', () => {
  it('has eight items, one per topic of FAQ-2, each asked once and answered', () => {
    const { items } = faqContent(en);
    // project types, timeline, support, process, existing team, technologies, pricing, international
    expect(items.map((item) => item.topic)).toEqual(Object.keys(en.faq.items));
    expect(new Set(items.map((item) => item.question)).size).toBe(8);
    for (const item of items) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(60);
    }
  });

  it('carries the claims of FAQ-3 in its answers, in every language', () => {
    const answersOf = (copy: typeof en) =>
      faqContent(copy)
        .items.map((item) => item.answer)
        .join(' ');
    expect(answersOf(en)).toContain('simple website takes 3-5 days');
    expect(answersOf(en)).toContain('MVP takes up to 7 days');
    expect(answersOf(en)).toContain('Support is available 24/7');
    expect(answersOf(en)).toMatch(/no hidden fees/i);
    expect(answersOf(de)).toMatch(/3–5\sTagen/);
    expect(answersOf(de)).toMatch(/bis zu 7\sTage/);
    expect(answersOf(de)).toContain('24/7');
    expect(answersOf(de)).toMatch(/keine versteckten Kosten/i);
  });
});

describe('process content', () => {
  it('has the four steps of PROC-1 with their durations, in order', () => {
    const process = processContent(en);
    expect(process.eyebrow).toBe('Our Process');
    expect(process.title).toBe('From Concept to Launch');
    expect(process.steps.map((step) => [step.title, step.duration])).toEqual([
      ['Discovery & Planning', '1-2 days'],
      ['Design & Development', '3-5 days'],
      ['Testing & Refinement', '1-2 days'],
      ['Launch & Support', 'Ongoing'],
    ]);
    for (const step of process.steps) {
      expect(step.icon).toMatch(/^i-lucide-[a-z-]+$/);
      expect(step.description.length).toBeGreaterThan(40);
    }
  });
});

describe('testimonials content', () => {
  it('has the four testimonials of PAGE-6 with every field filled', () => {
    const { items } = testimonialsContent(en);
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item.content.length).toBeGreaterThan(40);
      expect(item.author).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
      expect(item.role).toMatch(/, /); // "Role, Company"
      expect(item.gradient).toMatch(/^linear-gradient\(/);
    }
  });

  it('points every background image at a file that exists in public/', () => {
    for (const { backgroundImage } of testimonialsContent(en).items) {
      const files = backgroundImage.srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');
      for (const file of [backgroundImage.src, ...files]) {
        expect(file).toMatch(/\.webp$/);
        expect(existsSync(resolve(import.meta.dirname, '../../public', `.${file}`))).toBe(true);
      }
    }
  });
});

describe('section content', () => {
  it('numbers the chips 01 to 05 in page order (PAGE-4)', () => {
    expect(heroContent(en).chip).toEqual({ number: '01', label: 'Innovation' });
    expect(whyContent(en).chip.number).toBe('02');
    expect(testimonialsContent(en).chip.number).toBe('04');
  });

  it('has the three Why cards of the section in order', () => {
    expect(whyContent(en).cards.map((card) => card.title)).toEqual([
      'Our Approach',
      'Our Promise',
      'Our Difference',
    ]);
  });

  it('names the six services of PAGE-5', () => {
    expect(servicesContent(en).items.map((item) => item.title)).toEqual([
      'Websites',
      'Mobile Apps',
      'UI/UX Design',
      'E-commerce Solutions',
      'APIs & Integrations',
      'Maintenance & Support',
    ]);
  });
});
