// Every page the build writes is valid HTML by html-validate's `standard` and `document` presets (content models,
// doctype, headings, labels); not `recommended`, whose style rules (`<meta>` or `<meta/>`) are React's to choose.
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
