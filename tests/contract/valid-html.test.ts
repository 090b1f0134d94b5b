// Every page the build writes is valid HTML, as html-validate reads the standard. Validity only:
// `standard` holds the rules of the HTML standard (content models, attributes, nesting) and
// `document` those of a whole page (doctype, heading levels, labelled inputs, references). The
// `recommended` preset adds the style of hand-written markup (`<meta>` rather than `<meta/>`,
// attribute case, boolean attributes without a value), which here is React's serialiser's to choose.
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { pageFiles, read } from './support/dist.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
});

describe('the built pages are valid HTML', () => {
  it.each(pageFiles)('%s', async (page) => {
    const report = await validator.validateString(read(page), page);
    const errors = report.results.flatMap((result) =>
      result.messages.map(({ ruleId, message, selector }) => `${ruleId}: ${message} (${selector})`),
    );
    expect(errors, `html-validate finds no error in ${page}`).toEqual([]);
  });
});
