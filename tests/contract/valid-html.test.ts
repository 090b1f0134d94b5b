// Every page the build writes is valid HTML, as html-validate reads the standard. Validity only:
// `standard` holds the rules of the HTML standard (content models, attributes, nesting) and
// `document` those of a whole page (doctype, heading levels, labelled inputs, references). The
// `recommended` preset adds the style of hand-written markup (`<meta>` rather than `<meta/>`,
// attribute case, boolean attributes without a value), which here is React's serialiser's to choose.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { filesEndingWith } from '../../scripts/lib/files.ts';

const dist = resolve(import.meta.dirname, '..', '..', 'dist', 'public');
const pages = filesEndingWith(dist, ['.html']).map((path) => relative(dist, path));
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
});

describe('the built pages are valid HTML', () => {
  it('finds the pages', () => {
    expect(pages, `HTML pages in ${dist} (run \`npm run build\` first)`).toContain('index.html');
  });

  it.each(pages)('%s', async (page) => {
    const report = await validator.validateString(readFileSync(join(dist, page), 'utf8'), page);
    const errors = report.results.flatMap((result) =>
      result.messages.map(({ ruleId, message, selector }) => `${ruleId}: ${message} (${selector})`),
    );
    expect(errors, `html-validate finds no error in ${page}`).toEqual([]);
  });
});
