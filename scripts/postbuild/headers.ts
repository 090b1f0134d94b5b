// Post-build step: the security headers of the built site, generated from the final HTML (so it
// runs last). Writes dist/public/_headers for Netlify, Cloudflare Pages and the local server, the
// same rules as dist/public/vercel.json, and .vercel/output (the Build Output API) so Vercel serves
// the same static files with the same headers. See scripts/lib/security-headers.ts for the rules.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { filesEndingWith } from '../lib/files.ts';
import { renderRedirectsFile } from '../lib/not-found-pages.ts';
import {
  buildContentSecurityPolicy,
  CLOUDFLARE_LINE_LIMIT,
  type HeaderRule,
  inlineScriptHashes,
  overlongLines,
  renderHeadersFile,
  renderVercelConfig,
  renderVercelJson,
  securityHeaderRules,
} from '../lib/security-headers.ts';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** Files that tell a host how to serve the others; not pages of the site. */
const HOST_CONFIG_FILES = ['_headers', '_redirects', 'vercel.json'];

/** Vercel's Build Output API: the static files (without _headers) and a config with the routes. */
const writeVercelOutput = (root: string, rules: HeaderRule[]) => {
  const output = resolve(projectRoot, '.vercel', 'output');
  // Replaces what `waku build` writes there when it runs on Vercel: a copy of dist/public taken
  // before the post-build steps, and a server function answering every unknown path, which this
  // static site does not need (unknown paths get 404.html, like on the other hosts).
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  cpSync(root, join(output, 'static'), {
    recursive: true,
    filter: (source) => !HOST_CONFIG_FILES.includes(relative(root, source)),
  });
  writeFileSync(
    join(output, 'config.json'),
    `${JSON.stringify(renderVercelConfig(rules), null, 2)}\n`,
  );
  return output;
};

export const run = async ({ root }: { root: string }) => {
  if (existsSync(resolve(projectRoot, 'public', '_headers'))) {
    throw new Error(
      'public/_headers would be overwritten: add its rules to scripts/lib/security-headers.ts instead',
    );
  }
  const { siteConfig } = await import('../../src/config/site.ts');
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No index.html in ${root}: run \`waku build\` first`);
  }
  const pages = filesEndingWith(root, ['.html']);
  const scriptHashes = pages.flatMap((page) => inlineScriptHashes(readFileSync(page, 'utf8')));
  const contentSecurityPolicy = buildContentSecurityPolicy({
    scriptHashes,
    scheduler: siteConfig.scheduler,
    emailjsOrigin: siteConfig.emailjs.origin,
  });
  const rules = securityHeaderRules({ contentSecurityPolicy });
  const headersFile = renderHeadersFile(rules);
  writeFileSync(join(root, '_headers'), headersFile);
  // Netlify: each language's 404 page for the unknown paths in its folder (Cloudflare Pages finds
  // the nearest 404.html by itself and skips these lines).
  writeFileSync(join(root, '_redirects'), renderRedirectsFile());
  for (const line of overlongLines(headersFile)) {
    console.warn(
      `[postbuild] headers: a _headers line has ${line.length} characters, more than Cloudflare ` +
        `Pages accepts (${CLOUDFLARE_LINE_LIMIT}): ${line.slice(0, 60)}…`,
    );
  }
  // For `vercel deploy dist/public`: Vercel reads vercel.json at the root of what it deploys.
  writeFileSync(join(root, 'vercel.json'), `${JSON.stringify(renderVercelJson(rules), null, 2)}\n`);
  const vercelOutput = writeVercelOutput(root, rules);
  const hashes = new Set(scriptHashes).size;
  return `${hashes} inline script hashes from ${pages.length} pages; wrote _headers, _redirects, vercel.json and ${relative(projectRoot, vercelOutput)}`;
};
