// The prerendered pages as an HTML parser (parse5) reads them. A rewrite finds the elements it
// wants in the parsed document and edits the page's text at their source offsets, so everything it
// does not touch stays byte for byte as Waku wrote it (the CSP hashes the exact text of each inline
// script).
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

export type PageElement = {
  name: string;
  /** Attribute values by lower-case name. */
  attributes: Map<string, string>;
  /** Where the element starts and ends in the page's text, its tags included. */
  start: number;
  end: number;
  /** The source between its tags as written (a script's code, a style's CSS), and where it starts. */
  text: string;
  textStart: number;
  inHead: boolean;
};

/** The pages parsed last: a rewrite asks for the elements of one page several times. */
const parsed = new Map<string, readonly PageElement[]>();
const PARSED_KEPT = 4;

/** Every element of the page, in the order of the page's text. */
export const elementsOf = (html: string): readonly PageElement[] => {
  const cached = parsed.get(html);
  if (cached) return cached;
  const found: PageElement[] = [];
  const visit = (node: Node, inHead: boolean) => {
    if ('tagName' in node && node.sourceCodeLocation) {
      const { startOffset, endOffset, startTag, endTag } = node.sourceCodeLocation;
      found.push({
        name: node.tagName,
        attributes: new Map(node.attrs.map(({ name, value }) => [name.toLowerCase(), value])),
        start: startOffset,
        end: endOffset,
        text: startTag && endTag ? html.slice(startTag.endOffset, endTag.startOffset) : '',
        textStart: startTag?.endOffset ?? startOffset,
        inHead,
      });
    }
    const inside = inHead || ('tagName' in node && node.tagName === 'head');
    if ('content' in node) visit(node.content, inside);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child, inside);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }), false);
  found.sort((a, b) => a.start - b.start);
  parsed.set(html, found);
  for (const page of parsed.keys()) if (parsed.size > PARSED_KEPT) parsed.delete(page);
  return found;
};

/** The tokens of a space-separated attribute (`rel`, `as`), lower case. */
export const tokensOf = (element: PageElement, attribute: string): string[] =>
  (element.attributes.get(attribute) ?? '').toLowerCase().split(/\s+/).filter(Boolean);

export const isLink = (element: PageElement, rel: string): boolean =>
  element.name === 'link' && tokensOf(element, 'rel').includes(rel);

/** A script whose text the browser runs (no `src`, no data block such as JSON-LD). */
export const isInlineScript = (element: PageElement): boolean =>
  element.name === 'script' &&
  !element.attributes.has('src') &&
  ['', 'module', 'text/javascript'].includes(tokensOf(element, 'type').join(' '));

export type Edit = { start: number; end: number; text: string };

/** The page with each range replaced by its text (ranges must not overlap). */
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

/** The edit that takes an element out of the page. */
export const removal = (element: PageElement): Edit => ({
  start: element.start,
  end: element.end,
  text: '',
});
