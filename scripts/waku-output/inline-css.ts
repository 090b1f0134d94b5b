// The stylesheet inlined as a <style> (docs/performance.md, 3): its link, preload, rows and file go.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss from 'postcss';
import { filesEndingWith } from '../lib/files.ts';
import { readFlight, removeStylesheet, writeFlight } from './flight-data.ts';
import { applyEdits, elementsOf, isLink, removal, tokensOf } from './html.ts';
import { isOff, shapeCheck } from './shape.ts';

const expectShape = shapeCheck('inline-css');

// React's hydration passes over `data-precedence` styles.
export const inlineStyle = (href: string, css: string): string => {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": cannot inline it`);
  return `<style data-precedence="inline">${css.trim()}</style>`;
};

const CLASS = /\.((?:\\.|[\w-])+)/g;
const GROUP = /(?<!\\)\[(?:\\.|[^\]\\])*\]|(?<!\\)\((?:\\.|[^()\\])*\)/g;
const outside = (selector: string): string =>
  selector.replace(GROUP, '') === selector ? selector : outside(selector.replace(GROUP, ''));

/** The rules a page can match: one goes when each of its selectors names, outside […] and (…),
 * a class the page's HTML, its decoded class attributes and the scripts lack (performance.md, 3). */
export const usedRules = (css: string, texts: string[]): string => {
  const absent = ([, name = '']: string[]) =>
    !texts.some((text) => text.includes(name.replace(/\\(.)/g, '$1')));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const lacking = (selector: string) => [...outside(selector).matchAll(CLASS)].some(absent);
    if (rule.selectors.every(lacking)) rule.remove();
  });
  return root.toString();
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
  const scripts = filesEndingWith(join(root, 'assets'), ['.js']).map(read);
  const css = (href: string) => read(join(root, href));
  for (const page of pages) {
    const html = read(page);
    const classes = elementsOf(html).map((element) => element.attributes.get('class') ?? '');
    const used = (href: string) => usedRules(css(href), [html, classes.join(' '), ...scripts]);
    const result = inlineStylesheets(html, isOff('unused-css') ? css : used);
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
