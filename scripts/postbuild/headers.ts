// The security headers from the final HTML (so it runs last), for each host: _headers, vercel.json …
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { filesEndingWith } from '../lib/files.ts';
import { renderRedirectsFile } from '../lib/not-found-pages.ts';
import * as security from '../lib/security-headers.ts';

const projectRoot = resolve(import.meta.dirname, '..', '..');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const run = async ({ root }: { root: string }) => {
  if (existsSync(resolve(projectRoot, 'public', '_headers'))) {
    throw new Error(
      'public/_headers would be overwritten: add its rules to scripts/lib/security-headers.ts instead',
    );
  }
  const { siteConfig } = await import('../../src/config/site.ts');
  const pages = filesEndingWith(root, ['.html']).filter(
    (page) => !`/${relative(root, page)}`.startsWith(security.ADMIN_PATH),
  );
  const scriptHashes = pages.flatMap((page) =>
    security.inlineScriptHashes(readFileSync(page, 'utf8')),
  );
  const contentSecurityPolicy = security.buildContentSecurityPolicy({
    scriptHashes,
    scheduler: siteConfig.scheduler,
    emailjsOrigin: siteConfig.emailjs.origin,
  });
  const rules = security.securityHeaderRules(contentSecurityPolicy);
  const topLevel = readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [`${entry.name}/`] : entry.name.endsWith('.html') ? [entry.name] : [],
  );
  writeFileSync(join(root, '_headers'), security.renderHeadersFile(rules, topLevel));
  // Netlify reads _redirects; Cloudflare Pages finds each folder's 404.html by itself.
  writeFileSync(join(root, '_redirects'), renderRedirectsFile());
  const vercel = security.renderVercelConfig(rules);
  const $schema = 'https://openapi.vercel.sh/vercel.json';
  writeFileSync(join(root, 'vercel.json'), json({ $schema, routes: vercel.routes }));
  // .vercel/output replaces what `waku build` writes there on Vercel: a copy taken before the
  // post-build steps, and a server function for unknown paths that this static site does not need.
  const output = resolve(projectRoot, '.vercel', 'output');
  rmSync(output, { recursive: true, force: true });
  cpSync(root, join(output, 'static'), {
    recursive: true,
    filter: (source) => !['_headers', '_redirects', 'vercel.json'].includes(relative(root, source)),
  });
  writeFileSync(join(output, 'config.json'), json(vercel));
  const hashes = new Set(scriptHashes).size;
  return `${hashes} inline script hashes from ${pages.length} pages; wrote _headers, _redirects, vercel.json and ${relative(projectRoot, output)}`;
};
