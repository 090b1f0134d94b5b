// A build served like a CDN: [--port 8080] [--root dist/public] [--build: first build if none yet]
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    root: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});
const projectRoot = resolve(import.meta.dirname, '..');
const root = resolve(projectRoot, values.root ?? 'dist/public');
const shown = root.startsWith(projectRoot + sep) ? relative(projectRoot, root) : root;

if (values.build && !existsSync(resolve(root, 'index.html'))) {
  console.log('No build yet: running `npm run build` first.');
  execSync('npm run build', { cwd: projectRoot, stdio: 'inherit' });
}
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No build found in ${shown}. Run \`npm run build\` first.`);
  process.exit(1);
}

createStaticServer({ root }).listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${shown} on http://localhost:${values.port}`);
});
