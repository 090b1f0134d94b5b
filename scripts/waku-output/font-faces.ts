// The subset's @font-face edits: a family of its own, listed first (docs/performance.md, 1, says why).
import postcss, { type AtRule, type Root } from 'postcss';
import { escapeRegExp } from '../../src/lib/utils.ts';

export const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, index) =>
  String.fromCodePoint(0x20 + index),
).join('');

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

export const parseUnicodeRange = (value: string) =>
  value.split(',').map((part): [number, number] => {
    const match = /^\s*U\+([0-9a-f]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: ${part}`);
    const [, start = '', end = start] = match;
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
  });

export const formatUnicodeRange = (codePoints: readonly number[]): string => {
  const runs: [number, number][] = [];
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && codePoint === run[1] + 1) run[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  return runs
    .map(([first, last]) => `U+${hex(first)}${first === last ? '' : `-${hex(last)}`}`)
    .join(',');
};

export const charactersInRange = (texts: string[], ranges: [number, number][]) => {
  const inRange = (codePoint: number) =>
    codePoint >= 0x20 && ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
  const kept = `${PRINTABLE_ASCII}\u2010`; // and the hyphen (docs/performance.md, 1)
  const codePoints = new Set([kept, ...texts].flatMap((text) => [...text]));
  return [...codePoints]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter(inRange)
    .sort((a, b) => a - b);
};

const facesNaming = (root: Root, href: string) => {
  const url = urlPattern(href);
  const faces: AtRule[] = [];
  root.walkDecls(/^src$/i, (src) => {
    if (src.parent?.type === 'atrule' && url.test(src.value)) faces.push(src.parent as AtRule);
  });
  return faces;
};

const urlPattern = (href: string) => new RegExp(`url\\(\\s*(["']?)${escapeRegExp(href)}\\1\\s*\\)`);

export const fontFacesOf = (css: string, href: string) =>
  facesNaming(postcss.parse(css), href).map((face) => {
    const declarations = face.nodes?.filter((node) => node.type === 'decl') ?? [];
    return new Map(declarations.map(({ prop, value }) => [prop.toLowerCase(), value] as const));
  });

export const weightRange = (descriptors: Map<string, string>): [number, number] => {
  const value = descriptors.get('font-weight') ?? '400';
  const [min = 400, max = min] = value.split(/\s+/).map(Number);
  if (![min, max].every(Number.isFinite)) throw new Error(`Unsupported font-weight: ${value}`);
  return [min, max];
};

const unquote = (name: string) => name.trim().replace(/^(["'])(.*)\1$/, '$2');
const sameFamily = (a: string, b: string) => unquote(a).toLowerCase() === unquote(b).toLowerCase();

type SubsetFace = { from: string; to: string; unicodeRange: string; family: string };

/** The subset as a face of `<family> Subset` after each face of `from`, listed before `family`. */
export const addSubsetFamily = (css: string, { from, to, unicodeRange, family }: SubsetFace) => {
  const subsetFamily = `${unquote(family)} Subset`;
  const root = postcss.parse(css);
  for (const face of facesNaming(root, from)) {
    const subset = face.clone();
    subset.walkDecls((declaration) => {
      if (/^(font-family|unicode-range)$/i.test(declaration.prop)) declaration.remove();
      else declaration.value = declaration.value.replace(urlPattern(from), `url($1${to}$1)`);
    });
    subset.prepend({ prop: 'font-family', value: `"${subsetFamily}"` });
    face.after(subset.append({ prop: 'unicode-range', value: unicodeRange }));
  }
  let listed = 0;
  root.walkDecls(/^font-family$/i, (declaration) => {
    const { parent } = declaration;
    if (parent?.type === 'atrule' && (parent as AtRule).name.toLowerCase() === 'font-face') return;
    const names = declaration.value.split(',');
    const at = names.findIndex((name) => sameFamily(name, family));
    if (at < 0 || names.some((name) => sameFamily(name, subsetFamily))) return;
    names.splice(at, 0, `"${subsetFamily}"`);
    declaration.value = names.join(',');
    listed += 1;
  });
  return { css: root.toString(), listed };
};
