// Every case study page as built (its hreflang and sitemap entry: languages.test.ts; valid HTML:
// valid-html.test.ts; the front matter's checks: unit/work.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localePath, locales, workPath } from '../../src/config/locales';
import { siteConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { testimonialsContent } from '../../src/content/testimonials';
import { caseStudies } from '../../src/content/work';
import { fillMessage } from '../../src/lib/utils';
import { attribute, dist, parsePage, read, textOf } from './support/dist.ts';

const pages = locales.flatMap(({ code }) =>
  caseStudies(code).map((study) => ({ code, study, path: workPath(code, study.slug) })),
);

describe('the case study pages', () => {
  it.each(locales)('$code: a work card and a case study break no sector at its hyphen', ({
    code,
  }) => {
    const home = read(`${localePath(code).slice(1)}index.html`);
    const hyphenated = caseStudies(code).filter(({ industry }) => industry.includes('-'));
    for (const { industry, slug } of hyphenated) {
      expect(home).not.toContain(industry);
      const study = parsePage(read(`${workPath(code, slug).slice(1)}index.html`));
      expect(study.text).not.toContain(industry);
    }
    expect(hyphenated.length).toBeGreaterThan(0);
  });

  it.each(pages)('$path: canonical, share image and an Article by the agency', ({
    path,
    study,
  }) => {
    const { elements } = parsePage(read(`${path.slice(1)}index.html`));
    const canonical = elements.find((element) => attribute(element, 'rel') === 'canonical');
    expect(canonical && attribute(canonical, 'href')).toBe(`${siteConfig.url}${path}`);
    const ogImage = elements.find((element) => attribute(element, 'property') === 'og:image');
    const image = (ogImage && attribute(ogImage, 'content')) ?? '';
    expect(image.startsWith(siteConfig.url)).toBe(true);
    expect(existsSync(join(dist, image.slice(siteConfig.url.length)))).toBe(true);
    const article = elements
      .filter((element) => attribute(element, 'type') === 'application/ld+json')
      .map((element) => JSON.parse(textOf(element)))
      .find((data) => data['@type'] === 'Article');
    expect(article).toMatchObject({
      url: `${siteConfig.url}${path}`,
      author: { '@type': 'Organization', name: siteConfig.name },
      about: { name: study.client },
    });
  });

  it.each(pages)('$path: every picture has a size, alt text, and AVIF and WebP files that exist', ({
    code,
    path,
    study,
  }) => {
    const { elements, text } = parsePage(read(`${path.slice(1)}index.html`));
    const images = elements.filter(({ tagName }) => tagName === 'img');
    expect(images.map((image) => attribute(image, 'alt'))).toEqual([
      study.cover.alt,
      ...study.pictures.map(({ alt }) => alt),
    ]);
    for (const image of images) {
      expect(Number(attribute(image, 'width'))).toBeGreaterThan(0);
      expect(Number(attribute(image, 'height'))).toBeGreaterThan(0);
    }
    // The cover, the largest paint, comes first; the pictures below the fold wait until scrolled to.
    expect(
      images.map((image) => attribute(image, 'fetchpriority') ?? attribute(image, 'loading')),
    ).toEqual(['high', 'lazy', 'lazy']);
    const sources = elements.filter(({ tagName }) => tagName === 'source');
    expect(sources.map((source) => attribute(source, 'type'))).toEqual(
      images.flatMap(() => ['image/avif', 'image/webp']),
    );
    for (const source of sources) {
      for (const candidate of (attribute(source, 'srcset') ?? '').split(', ')) {
        expect(existsSync(join(dist, candidate.split(' ')[0] ?? '')), candidate).toBe(true);
      }
    }
    // Complete without JavaScript: the story is in the HTML.
    expect(text).toContain(study.summary);
    expect(text).toContain(study.results[0]?.label);
    const copy = copyFor(code);
    const quote = testimonialsContent(copy).items.find(({ id }) => id === study.testimonial);
    expect(text).toContain(fillMessage(copy.work.quoted, { quote: quote?.content ?? '' }));
  });
});
