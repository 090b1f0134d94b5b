// Each page gets its folder's `lang` (Waku's root writes one for all), and each language's not-found
// page moves to <code>/404.html. Waku's router knows a not-found page only by `httpstatus` 404 and
// route /404's payload (else it shows the default language's), so each page says so.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defaultLocale, prefixedLocales } from '../../src/config/locales.ts';
import { filesEndingWith } from '../lib/files.ts';
import { shapeCheck } from './shape.ts';

const expectShape = shapeCheck('locale-pages');
const HTML_START = /^<!DOCTYPE html><html lang="[^"]*"/;

export const localeOfPage = (file: string): string => {
  const [first] = file.split(/[\\/]/);
  return prefixedLocales.find((code) => code === first) ?? defaultLocale;
};

export const asNotFoundRows = (text: string, code: string): string =>
  text
    .replaceAll(`route:/${code}/404`, 'route:/404')
    .replaceAll(`page:/${code}/404`, 'page:/404')
    .replace(new RegExp(`(\\[\\\\?")/${code}/404(\\\\?",)`), '$1/404$2');

export const asNotFoundPage = (html: string, code: string): string => {
  const status = '<meta name="httpstatus" content="200"/>';
  const payload = `"R/${code}/404":`;
  expectShape(
    html.includes(status) && html.includes(payload) && html.includes(`route:/${code}/404`),
    `${code}/404 with ${status}, the payload ${payload} and the rows of route /${code}/404`,
  );
  return asNotFoundRows(html, code)
    .replace(status, '<meta name="httpstatus" content="404"/>')
    .replace(payload, '"R/404":');
};

export const withLang = (html: string, lang: string): string => {
  expectShape(HTML_START.test(html), 'each page to start with <!DOCTYPE html><html lang="…">');
  return html.replace(HTML_START, `<!DOCTYPE html><html lang="${lang}"`);
};

export const run = async ({ root }: { root: string }) => {
  for (const code of prefixedLocales) {
    const written = join(root, code, '404', 'index.html');
    expectShape(existsSync(written), `the not-found page of ${code} at ${code}/404/index.html`);
    const page = asNotFoundPage(readFileSync(written, 'utf8'), code);
    writeFileSync(join(root, code, '404.html'), page);
    rmSync(join(root, code, '404'), { recursive: true });
    const rows = join(root, 'RSC', 'R', code, '404.txt');
    writeFileSync(rows, asNotFoundRows(readFileSync(rows, 'utf8'), code));
  }
  const pages = filesEndingWith(root, ['.html']).map((file) => relative(root, file));
  for (const page of pages) {
    const file = join(root, page);
    writeFileSync(file, withLang(readFileSync(file, 'utf8'), localeOfPage(page)));
  }
  return pages.map((page) => `${page.split(sep).join('/')} (${localeOfPage(page)})`).join(', ');
};
