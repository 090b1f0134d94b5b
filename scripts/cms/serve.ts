// `npm run cms`: the CMS on this machine, no account and no network. Sveltia's "Work with Local
// Repository" then reads and writes this working tree through the browser (Chrome or Edge).
import { copyFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvFiles } from '../lib/load-env.ts';
import { ADMIN_PATH, renderHeadersFile, securityHeaderRules } from '../lib/security-headers.ts';
import { createStaticServer } from '../static-server.ts';
import { writeAdmin } from './admin-files.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8081' } } });
const projectRoot = resolve(import.meta.dirname, '..', '..');
const root = join(projectRoot, '.cache', 'cms');

loadEnvFiles();
await writeAdmin(join(root, ADMIN_PATH));
copyFileSync(join(projectRoot, 'public', 'favicon.svg'), join(root, 'favicon.svg')); // the CMS's logo
const rules = securityHeaderRules("default-src 'none'");
writeFileSync(join(root, '_headers'), renderHeadersFile(rules, ['admin/']));

// `localhost`, not 127.0.0.1 in the link: the CMS offers the local repository on localhost only.
createStaticServer({ root }).listen(Number(values.port), '127.0.0.1', () => {
  console.log(`The CMS: http://localhost:${values.port}${ADMIN_PATH}`);
  console.log(`Choose "Work with Local Repository" and pick this folder: ${projectRoot}`);
  console.log('Saved edits land in the working tree: `npm run dev` shows them, git commits them.');
});
