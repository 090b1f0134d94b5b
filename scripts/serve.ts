// Serves a build like a CDN would: tsx scripts/serve.ts [--port 8080] [--root dist/public]
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    root: { type: 'string' },
  },
});
const projectRoot = resolve(import.meta.dirname, '..');
const root = resolve(projectRoot, values.root ?? 'dist/public');
const shown = root.startsWith(projectRoot + sep) ? relative(projectRoot, root) : root;

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No build found in ${shown}. Run \`npm run build\` first.`);
  process.exit(1);
}

createStaticServer({ root }).listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${shown} on http://localhost:${values.port}`);
});
