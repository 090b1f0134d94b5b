// The stylesheet inlined as a <style> (docs/performance.md, 3): its link, preload, rows and file go.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesEndingWith } from '../lib/files.ts';
import { readFlight, removeStylesheet, writeFlight } from './flight-data.ts';
import { applyEdits, elementsOf, isLink, removal, tokensOf } from './html.ts';
import { shapeCheck } from './shape.ts';

const expectShape = shapeCheck('inline-css');

// React's hydration passes over `data-precedence` styles.
export const inlineStyle = (href: string, css: string): string => {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": cannot inline it`);
  return `<style data-precedence="inline">${css.trim()}</style>`;
};

export const inlineStylesheets = (html: string, readCss: (href: string) => string) => {
  const links = elementsOf(html).filter((element) => element.inHead && element.name === 'link');
  const stylesheets = links.filter((link) => isLink(link, 'stylesheet'));
  expectShape(stylesheets.length > 0, 'a <link rel="stylesheet"> in the <head> of each page');
  const hrefOf = (link: (typeof links)[number]) =>
    expectShape(link.attributes.get('href'), 'an href on each stylesheet link');
  const inlined = new Set(stylesheets.map(hrefOf));
  const preloads = links.filter(
    (link) =>
      isLink(link, 'preload') &&
      ['style', 'stylesheet'].includes(tokensOf(link, 'as').join(' ')) &&
      inlined.has(link.attributes.get('href') ?? ''),
  );
  const edits = [
    ...stylesheets.map((link) => ({
      ...removal(link),
      text: inlineStyle(hrefOf(link), readCss(hrefOf(link))),
    })),
    ...preloads.map(removal),
  ];
  return { html: applyEdits(html, edits), inlined: [...inlined] };
};

export const run = async ({ root }: { root: string }) => {
  const read = (file: string) => readFileSync(file, 'utf8');
  const inlined = new Set<string>();
  const pages = filesEndingWith(root, ['.html']);
  for (const page of pages) {
    const result = inlineStylesheets(read(page), (href) => read(join(root, href)));
    const flight = result.inlined.reduce(removeStylesheet, readFlight(result.html));
    writeFileSync(page, writeFlight(result.html, flight));
    for (const href of result.inlined) inlined.add(href);
  }
  for (const payload of filesEndingWith(join(root, 'RSC'), ['.txt'])) {
    writeFileSync(payload, [...inlined].reduce(removeStylesheet, read(payload)));
  }

  const texts = filesEndingWith(root, ['.html', '.txt', '.js', '.css']);
  for (const href of inlined) {
    const users = texts.filter((file) => read(file).includes(href));
    expectShape(
      users.length === 0,
      `no file to name the inlined ${href} once its link, preload and payload rows are removed, ` +
        `but ${users.map((file) => relative(root, file)).join(', ')} still do`,
    );
    rmSync(join(root, href));
  }
  return `${[...inlined].join(', ')} inlined into ${pages.length} pages`;
};
