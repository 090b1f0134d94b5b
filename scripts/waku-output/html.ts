// The prerendered pages as parse5 reads them. Rewrites edit the page's text at the parser's source
// offsets, so every byte they do not touch stays as Waku wrote it (the CSP hashes inline scripts).
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type Location = NonNullable<Element['sourceCodeLocation']>;

const pageElement = (html: string, node: Element, location: Location, inHead: boolean) => {
  const { startOffset, endOffset, startTag, endTag } = location;
  return {
    name: node.tagName,
    attributes: new Map(node.attrs.map(({ name, value }) => [name.toLowerCase(), value])),
    start: startOffset,
    end: endOffset,
    text: startTag && endTag ? html.slice(startTag.endOffset, endTag.startOffset) : '',
    textStart: startTag?.endOffset ?? startOffset,
    /** As the browser reads it: line breaks normalised, an unclosed script read to the end. */
    parsedText: node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''),
    inHead,
  };
};

type PageElement = ReturnType<typeof pageElement>;

let parsed: { html: string; elements: readonly PageElement[] } | undefined;

export const elementsOf = (html: string): readonly PageElement[] => {
  if (parsed?.html === html) return parsed.elements;
  const found: PageElement[] = [];
  const visit = (node: DefaultTreeAdapterTypes.Node, inHead: boolean) => {
    if ('tagName' in node && node.sourceCodeLocation) {
      found.push(pageElement(html, node, node.sourceCodeLocation, inHead));
    }
    const inside = inHead || ('tagName' in node && node.tagName === 'head');
    if ('content' in node) visit(node.content, inside);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child, inside);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }), false);
  found.sort((a, b) => a.start - b.start);
  parsed = { html, elements: found };
  return found;
};

export const tokensOf = (element: PageElement, attribute: string): string[] =>
  (element.attributes.get(attribute) ?? '').toLowerCase().split(/\s+/).filter(Boolean);

export const isLink = (element: PageElement, rel: string): boolean =>
  element.name === 'link' && tokensOf(element, 'rel').includes(rel);

export const preloadedFonts = (html: string): string[] =>
  elementsOf(html)
    .filter((link) => isLink(link, 'preload') && tokensOf(link, 'as').includes('font'))
    .flatMap((link) => link.attributes.get('href') ?? []);

/** Script types that run or that CSP checks (the HTML spec's JavaScript MIME types). */
const RUNNING_SCRIPT_TYPE =
  /^(|module|importmap|speculationrules|(application|text)\/(x-)?(ecma|java)script|text\/(javascript1\.[0-5]|jscript|livescript))$/;

export const isInlineScript = (element: PageElement): boolean =>
  element.name === 'script' &&
  !element.attributes.has('src') &&
  RUNNING_SCRIPT_TYPE.test((element.attributes.get('type') ?? '').trim().toLowerCase());

type Edit = { start: number; end: number; text: string };

export const applyEdits = (html: string, edits: readonly Edit[]): string => {
  let result = html;
  let limit = html.length;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    if (edit.end > limit) throw new Error('Overlapping edits of one page');
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
};

export const removal = ({ start, end }: PageElement): Edit => ({ start, end, text: '' });
