import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Marked } from 'marked';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { type Locale, locales } from '../config/locales';
import { dashKeptToTheWordBefore } from '../lib/utils';
import { copyFor } from './copy';

// Server and build only: the case studies are read and rendered at build time (README, Case studies).
export const WORK_DIR = resolve('src/content/work');
export const WORK_IMAGES_DIR = join(WORK_DIR, 'images');

// The story sits under the page's own "The story" h2, so its `##` sections are h3.
const markdown = new Marked({
  walkTokens: (token) => {
    if (token.type === 'heading') token.depth += 1;
  },
});

const { services, testimonials } = copyFor('en');
const SERVICES = Object.keys(services.items) as (keyof typeof services.items)[];
const TESTIMONIALS = Object.keys(testimonials.items) as (keyof typeof testimonials.items)[];

// `metadata` tells the CMS which field to offer where a plain string would not do (scripts/cms).
const text = v.pipe(
  v.string('a text'),
  v.trim(),
  v.minLength(1, 'a text'),
  v.transform(dashKeptToTheWordBefore),
);
const paragraph = v.pipe(text, v.metadata({ widget: 'text' }));
/** A figure as an editor types it: `14` and `"+31%"` alike. */
const figure = v.pipe(v.union([v.string(), v.number()], 'a figure'), v.transform(String), text);
const image = v.pipe(
  v.string('a picture name'),
  v.metadata({ widget: 'image' }),
  // As the CMS writes a picture of src/content/work/images/: `/name.png` (a name alone is taken too).
  v.transform((name) => name.replace(/^.*\//, '').replace(/\.png$/, '')),
  v.check(
    (name) => existsSync(join(WORK_IMAGES_DIR, `${name}.png`)),
    'a PNG picture in src/content/work/images/, like /name.png',
  ),
);
const list = <T extends v.GenericSchema>(item: T, least: number, what: string) =>
  v.pipe(v.array(item, what), v.minLength(least, what));

export const frontMatter = v.strictObject({
  order: v.number('a number'),
  client: text,
  industry: text,
  services: list(v.picklist(SERVICES, `one of ${SERVICES.join(', ')}`), 1, 'a list of services'),
  timeline: text,
  year: v.number('a year'),
  testimonial: v.picklist(TESTIMONIALS, `one of ${TESTIMONIALS.join(', ')}`),
  result: paragraph,
  summary: paragraph,
  cover: v.strictObject({ image, alt: text }),
  pictures: list(v.strictObject({ image, alt: text, caption: text }), 2, 'at least two pictures'),
  results: list(v.strictObject({ value: figure, label: text }), 2, 'at least two results'),
});

/** A case study's front matter (its YAML) and Markdown body; undefined without the --- lines. */
export const splitFrontMatter = (source: string) => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : undefined;
};

/** Reads one case study: its front matter checked, its Markdown body as HTML. Throws naming the file and field. */
export const parseCaseStudy = (file: string, source: string) => {
  const name = relative(resolve('.'), file);
  const parts = splitFrontMatter(source);
  if (!parts) throw new Error(`${name}: no front matter between --- lines at the top`);
  const result = v.safeParse(frontMatter, parseYaml(parts.yaml) ?? {});
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const field = `${name}: ${v.getDotPath(issue) ?? 'front matter'}`;
      return issue.input === undefined
        ? `${field} is missing`
        : `${field} must be ${issue.message}, not ${JSON.stringify(issue.input)}`;
    });
    throw new Error(lines.join('\n'));
  }
  return { ...result.output, body: markdown.parse(parts.body, { async: false }) };
};

export type CaseStudy = ReturnType<typeof parseCaseStudy> & { slug: string };

const slugsOf = (locale: Locale) =>
  readdirSync(join(WORK_DIR, locale))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort();

/** The case studies' slugs: every language has the same files (a missing one stops the build). */
export const workSlugs = (): string[] => {
  const [first, ...others] = locales.map(({ code }) => ({ code, slugs: slugsOf(code) }));
  for (const other of others) {
    if (`${other.slugs}` !== `${first?.slugs}`) {
      throw new Error(
        `src/content/work/${other.code}/ has ${other.slugs.join(', ')}; ${first?.code}/ has ${first?.slugs.join(', ')}`,
      );
    }
  }
  return first?.slugs ?? [];
};

const cache: Partial<Record<Locale, CaseStudy[]>> = {};

/** A language's case studies in their order, read once. */
export const caseStudies = (locale: Locale): CaseStudy[] =>
  (cache[locale] ??= workSlugs()
    .map((slug) => {
      const file = join(WORK_DIR, locale, `${slug}.md`);
      return { slug, ...parseCaseStudy(file, readFileSync(file, 'utf8')) };
    })
    .sort((a, b) => a.order - b.order));
