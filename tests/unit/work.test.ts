import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies, parseCaseStudy, WORK_DIR, workSlugs } from '../../src/content/work';

const file = join(WORK_DIR, 'en', 'ledgerline.md');
const valid = readFileSync(file, 'utf8');

describe('the case studies', () => {
  it('are the same four in every language, each with its pictures, results and HTML body', () => {
    expect(workSlugs()).toEqual(['ledgerline', 'maison-alba', 'nordvik-travel', 'tandem-health']);
    for (const locale of ['en', 'de'] as const) {
      const studies = caseStudies(locale);
      expect(studies.map(({ order }) => order)).toEqual([1, 2, 3, 4]);
      for (const study of studies) {
        expect(study.pictures.length).toBeGreaterThanOrEqual(2);
        expect(study.body).toMatch(/^<h3>/); // under the page's h2
      }
      // A figure keeps its meaning in translation: Nordvik's headline names the measure of its first result.
      const nordvik = studies.find(({ slug }) => slug === 'nordvik-travel');
      expect(nordvik?.result.toLowerCase()).toContain(
        nordvik?.results[0]?.label.split(/\W/)[0]?.toLowerCase(),
      );
    }
  });

  it('stop the build on a broken front matter, naming the file and each field', () => {
    const broken = valid
      .replace('client: Ledgerline\n', '')
      .replace('  - apis\n', '  - blockchain\n')
      .replace('image: /ledgerline-cover.png', 'image: /ledgerline-missing.png');
    expect(() => parseCaseStudy(file, broken)).toThrow(
      [
        'src/content/work/en/ledgerline.md: client is missing',
        'src/content/work/en/ledgerline.md: services.1 must be one of websites, mobileApps, design, ecommerce, apis, maintenance, not "blockchain"',
        'src/content/work/en/ledgerline.md: cover.image must be a PNG picture in src/content/work/images/, like /name.png, not "ledgerline-missing"',
      ].join('\n'),
    );
    expect(() => parseCaseStudy(file, 'no front matter')).toThrow(
      'src/content/work/en/ledgerline.md: no front matter between --- lines at the top',
    );
  });

  it('take a figure typed as a number as its text, and a picture by its name alone', () => {
    const typed = valid
      .replace("value: '14'", 'value: 14')
      .replace('image: /ledgerline-cover.png', 'image: ledgerline-cover');
    const study = parseCaseStudy(file, typed);
    expect(study.results.map(({ value }) => value)).toContain('14');
    expect(study.cover.image).toBe('ledgerline-cover');
  });

  it('keep a dash to the word before it, so that no line starts with one', () => {
    const study = parseCaseStudy(file, valid.replace(/^result: .*$/m, 'result: Fast – and calm.'));
    expect(study.result).toBe('Fast\u00a0– and calm.');
  });
});
