// The `_headers` format of Netlify and Cloudflare Pages, for security-headers.ts and the local server.

import { escapeRegExp } from '../../src/lib/utils.ts';

/** `except`: a path prefix the rule leaves out (the CMS at /admin/ has its own policy, docs/cms.md). */
export type HeaderRule = {
  path: string;
  except?: string;
  headers: [name: string, value: string][];
};

export const parseHeadersFile = (text: string): HeaderRule[] => {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) {
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
};

export const patternSource = (pattern: string) =>
  `^${pattern.split('*').map(escapeRegExp).join('.*')}$`;

export const headersForPath = (rules: readonly HeaderRule[], path: string) => {
  const headers = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    const matches = new RegExp(patternSource(rule.path)).test(path);
    if (!matches || (rule.except && path.startsWith(rule.except))) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(
        key,
        previous ? { name: previous.name, value: `${previous.value}, ${value}` } : { name, value },
      );
    }
  }
  return headers;
};
