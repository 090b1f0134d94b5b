import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FaqTopic, faq } from '../../src/content/faq';
import { hero } from '../../src/content/hero';
import { process } from '../../src/content/process';
import { services } from '../../src/content/services';
import { testimonials } from '../../src/content/testimonials';
import { why } from '../../src/content/why';

const topics: FaqTopic[] = [
  'project types',
  'timeline',
  'support and maintenance',
  'process',
  'existing team',
  'technologies',
  'pricing',
  'international clients',
];

describe('FAQ content', () => {
  it('has eight items, one per topic of the specification', () => {
    expect(faq.items).toHaveLength(8);
    expect(faq.items.map((item) => item.topic).sort()).toEqual([...topics].sort());
  });

  it('carries the claims of spec point 9 in its answers', () => {
    const answers = faq.items.map((item) => item.answer).join(' ');
    expect(answers).toContain('simple website takes 3-5 days');
    expect(answers).toContain('MVP takes up to 7 days');
    expect(answers).toContain('Support is available 24/7');
    expect(answers).toMatch(/no hidden fees/i);
  });

  it('asks each question once, and answers every one', () => {
    expect(new Set(faq.items.map((item) => item.question)).size).toBe(8);
    for (const item of faq.items) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(60);
    }
  });
});

describe('process content', () => {
  it('has the four specified steps with their durations, in order', () => {
    expect(process.eyebrow).toBe('Our Process');
    expect(process.title).toBe('From Concept to Launch');
    expect(process.steps.map((step) => [step.title, step.duration])).toEqual([
      ['Discovery & Planning', '1-2 days'],
      ['Design & Development', '3-5 days'],
      ['Testing & Refinement', '1-2 days'],
      ['Launch & Support', 'Ongoing'],
    ]);
  });

  it('gives every step an icon and a description', () => {
    for (const step of process.steps) {
      expect(step.icon).toMatch(/^i-lucide-[a-z-]+$/);
      expect(step.description.length).toBeGreaterThan(40);
    }
  });
});

describe('testimonials content', () => {
  it('has four testimonials with every field filled', () => {
    expect(testimonials.items).toHaveLength(4);
    for (const item of testimonials.items) {
      expect(item.content.length).toBeGreaterThan(40);
      expect(item.author).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
      expect(item.role).toMatch(/, /); // "Role, Company"
      expect(item.gradient).toMatch(/^linear-gradient\(/);
      expect(item.backgroundImage.width).toBeGreaterThan(0);
      expect(item.backgroundImage.height).toBeGreaterThan(0);
    }
  });

  it('points every background image at a file that exists in public/', () => {
    for (const item of testimonials.items) {
      const files = item.backgroundImage.srcSet
        .split(', ')
        .map((entry) => entry.split(' ')[0] ?? '');
      for (const file of [item.backgroundImage.src, ...files]) {
        expect(file).toMatch(/\.webp$/);
        expect(existsSync(resolve(import.meta.dirname, '../../public', `.${file}`))).toBe(true);
      }
    }
  });
});

describe('section content', () => {
  it('numbers the chips 01 to 05 in page order', () => {
    expect(hero.chip).toEqual({ number: '01', label: 'Innovation' });
    expect(why.chip.number).toBe('02');
    expect(testimonials.chip.number).toBe('04');
  });

  it('has the three Why cards in order', () => {
    expect(why.cards.map((card) => card.title)).toEqual([
      'Our Approach',
      'Our Promise',
      'Our Difference',
    ]);
  });

  it('names the six services of the specification', () => {
    expect(services.items.map((item) => item.title)).toEqual([
      'Websites',
      'Mobile Apps',
      'UI/UX Design',
      'E-commerce Solutions',
      'APIs & Integrations',
      'Maintenance & Support',
    ]);
  });
});
