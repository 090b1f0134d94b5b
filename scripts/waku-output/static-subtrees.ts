// Hydrate what is interactive, not the whole document. In each page's RSC payload, every largest
// subtree that only server components drew (no client component, no reference the client resolves)
// is rendered to HTML here and becomes its element's `dangerouslySetInnerHTML`: React then hydrates
// that element as one node and leaves the prerendered children as they are (they are equal, which
// tests/contract/waku-output.test.ts checks), and a later client render still draws the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { filesEndingWith } from '../lib/files.ts';
import { readFlight, writeFlight } from './flight-data.ts';
import { shapeCheck } from './shape.ts';

const expectShape = shapeCheck('static-subtrees');

/**
 * One row of a payload as written (`raw`): `id:` then JSON (`json`), or a tagged row (`I[…]`,
 * `HL[…]`, or `T<hex bytes>,` and its `text`).
 */
type Row = { id: string; raw: string; json?: unknown; text?: string };

const ROW_START = /^([0-9a-f]*):([A-Z]*)/;

export const parseRows = (text: string): Row[] => {
  const bytes = Buffer.from(text, 'utf8');
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const head = ROW_START.exec(bytes.subarray(at, at + 24).toString('latin1'));
    const [match = '', id = '', tag = ''] =
      expectShape(
        head,
        `payload rows as id:…, found ${JSON.stringify(bytes.subarray(at, at + 24).toString())}`,
      ) ?? [];
    let end: number;
    if (tag === 'T') {
      const comma = bytes.indexOf(44, at);
      end = comma + 1 + Number.parseInt(bytes.subarray(at + match.length, comma).toString(), 16);
    } else {
      end = bytes.indexOf(10, at);
      expectShape(end >= 0, 'each JSON row to end with a line break');
      end += 1;
    }
    const raw = bytes.subarray(at, end).toString('utf8');
    const body = raw.slice(match.length);
    if (!tag) rows.push({ id, raw, json: JSON.parse(body) });
    else
      rows.push(tag === 'T' ? { id, raw, text: body.slice(body.indexOf(',') + 1) } : { id, raw });
    at = end;
  }
  return rows;
};

/** Tags never drawn from HTML: the document's, hoisted ones, forms' (React tracks their values). */
const KEEP = new Set(
  (
    'html head body title meta link style script noscript ' +
    'template form input textarea select option button dialog details'
  ).split(' '),
);
type Element = ['$', string, string | null, Record<string, unknown>];
const isElement = (value: unknown): value is Element =>
  Array.isArray(value) && value[0] === '$' && value.length >= 4;
/** The element with other props, whatever else React's version writes after them. */
const withProps = (element: Element, props: unknown) => [
  ...element.slice(0, 3),
  props,
  ...element.slice(4),
];
/** A reference to another row, `"$<id>"`, `"$L<id>"` …, with the path into it if any (`:props:…`). */
const REFERENCE = /"\$[A-Z@]?([0-9a-f]+)(:[^"]*)?"/g;

/**
 * Children as createElement's arguments, nested lists flattened. The payload keeps the JSX's lists
 * as plain arrays, without the mark of children written in place, so passed as arrays React warned
 * about keys for every drawn subtree (399 lines in one build). Static markup needs no keys.
 */
const asArguments = (children: unknown): ReactNode[] =>
  children === undefined
    ? []
    : Array.isArray(children)
      ? children.flat(Infinity)
      : [children as ReactNode];

export const drawStaticSubtrees = (text: string): { text: string; drawn: number } => {
  const rows = parseRows(text);
  const byId = new Map(rows.map((row) => [row.id, row]));
  /** The row a `"$<id>"` names, or a lazy `"$L<id>"` that is a row of elements (not a client module). */
  const deref = (value: string) => {
    const [, lazy, id] = /^\$(L?)([0-9a-f]+)$/.exec(value) ?? [];
    const row = id === undefined ? undefined : byId.get(id);
    return lazy && !(row && 'json' in row) ? undefined : row;
  };

  /** The value as React nodes, or undefined when it is not static. */
  const toNode = (value: unknown): { node: unknown } | undefined => {
    if (typeof value === 'string') {
      if (!value.startsWith('$')) return { node: value };
      if (value.startsWith('$$')) return { node: value.slice(1) };
      if (value === '$undefined') return { node: undefined };
      const row = deref(value);
      if (row && 'json' in row) return toNode(row.json);
      return row?.text === undefined ? undefined : { node: row.text };
    }
    if (Array.isArray(value)) {
      if (isElement(value)) {
        const [, type, key, props] = value;
        const tag = type === '$Sreact.fragment' ? Fragment : type;
        if (tag !== Fragment && (type.startsWith('$') || KEEP.has(type))) return undefined;
        const drawnProps = toNode(props);
        if (!drawnProps) return undefined;
        const { children, ...rest } = drawnProps.node as { children?: unknown };
        return {
          node: createElement(tag, { ...rest, key: key ?? undefined }, ...asArguments(children)),
        };
      }
      const items = value.map(toNode);
      return items.every(Boolean) ? { node: items.map((item) => item?.node) } : undefined;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, item]) => [key, toNode(item)] as const);
      return entries.every(([, item]) => item)
        ? { node: Object.fromEntries(entries.map(([key, item]) => [key, item?.node])) }
        : undefined;
    }
    return { node: value };
  };

  // Paths other rows point into (`"$11:props:children:0:…"`): no subtree they pass through is drawn.
  const pointedInto = [...text.matchAll(REFERENCE)].flatMap(([, id, path]) =>
    path ? `${id}${path}:` : [],
  );
  let drawn = 0;
  const rewrite = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) {
      if (isElement(value)) {
        const [, type, , props] = value;
        // A script React draws never runs: its text is the prerendered page's alone.
        if (type === 'script' && props.dangerouslySetInnerHTML) {
          return withProps(value, { ...props, dangerouslySetInnerHTML: { __html: '' } });
        }
        const drawable = !type.startsWith('$') && !KEEP.has(type) && type !== 'svg';
        const hasElement = JSON.stringify(props.children ?? null).includes('["$"');
        const children =
          drawable &&
          hasElement &&
          !pointedInto.some((ref) => ref.startsWith(`${path}:`)) &&
          toNode(props.children);
        if (children) {
          drawn += 1;
          const { children: _, ...rest } = props;
          const __html = renderToStaticMarkup(
            createElement(Fragment, null, ...asArguments(children.node)),
          );
          return withProps(value, { ...rest, dangerouslySetInnerHTML: { __html } });
        }
        return withProps(value, rewrite(props, `${path}:props`));
      }
      return value.map((item, index) => rewrite(item, `${path}:${index}`));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, rewrite(item, `${path}:${key}`)]),
      );
    }
    return value;
  };

  const rewritten = rows.map((row) =>
    'json' in row ? { ...row, json: rewrite(row.json, row.id) } : row,
  );
  const serialized = (row: Row) =>
    'json' in row ? `${row.id}:${JSON.stringify(row.json)}\n` : row.raw;
  const body = rewritten.map(serialized).join('');
  // Rows only the drawn subtrees referred to go too.
  const refs = (rows: string) => new Set([...rows.matchAll(REFERENCE)].map(([, id]) => id));
  const [before, after] = [refs(text), refs(body)];
  const kept = rewritten.filter((row) => after.has(row.id) || !before.has(row.id));
  return { text: kept.map(serialized).join(''), drawn };
};

export const run = async ({ root }: { root: string }) => {
  // A page's inline payload and its RSC/<path>.txt hold the same rows: each text is drawn once.
  const drawnFrom = new Map<string, ReturnType<typeof drawStaticSubtrees>>();
  const draw = (text: string) => {
    const result = drawnFrom.get(text) ?? drawStaticSubtrees(text);
    drawnFrom.set(text, result);
    return result;
  };
  const done: string[] = [];
  for (const page of filesEndingWith(root, ['.html'])) {
    const html = readFileSync(page, 'utf8');
    const { text, drawn } = draw(readFlight(html));
    writeFileSync(page, writeFlight(html, text));
    done.push(`${page.slice(root.length + 1)} ${drawn}`);
  }
  for (const payload of filesEndingWith(join(root, 'RSC'), ['.txt'])) {
    writeFileSync(payload, draw(readFileSync(payload, 'utf8')).text);
  }
  return `subtrees drawn from HTML: ${done.join(', ')}`;
};
