// Serves the built site (dist/public) like a CDN would.
// Usage: node scripts/serve.mjs [--port 8080] [--root dist/public]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 8080));
const rootFlag = args.indexOf('--root');
const root = resolve(import.meta.dirname, '..', rootFlag >= 0 ? args[rootFlag + 1] : 'dist/public');

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

createStaticServer({ root }).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} on http://localhost:${port}`);
});
