// The build the contract tests read: dist/public as `npm run build` leaves it.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { filesEndingWith } from '../../../scripts/lib/files.ts';

export const projectRoot = resolve(import.meta.dirname, '..', '..', '..');
export const dist = join(projectRoot, 'dist', 'public');
if (!existsSync(join(dist, 'index.html'))) {
  throw new Error(
    `No build in ${dist}: run \`npm run build\` first (npm test builds before the contract tests).`,
  );
}

/** A file of the build, by its path in dist/public. */
export const read = (path: string) => readFileSync(join(dist, path), 'utf8');

/** A file of the build as bytes. */
export const readBytes = (path: string) => readFileSync(join(dist, path));

/** The site's pages by their paths in dist/public, folders too (the CMS at admin/ is not one: contract/cms.test.ts). */
export const pageFiles = filesEndingWith(dist, ['.html'])
  .map((path) => relative(dist, path))
  .filter((path) => !path.startsWith('admin/'));

export type Element = DefaultTreeAdapterTypes.Element;

/** Every element of a page, and its visible text, as an HTML parser with scripting off sees it. */
export const parsePage = (html: string) => {
  const elements: Element[] = [];
  let text = '';
  const visit = (node: DefaultTreeAdapterTypes.Node, hidden: boolean) => {
    if ('tagName' in node) elements.push(node);
    if (node.nodeName === '#text' && !hidden && 'value' in node) text += node.value;
    const hide = hidden || ['script', 'style', 'head'].includes(node.nodeName);
    if ('content' in node) visit(node.content, hide);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child, hide);
  };
  visit(parse(html, { scriptingEnabled: false }), false);
  return { elements, text };
};

export const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The text of an element's own text children (a script's source, a <style>'s CSS, a <title>). */
export const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
