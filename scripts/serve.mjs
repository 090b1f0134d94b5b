// Serves the built site (dist/public) like a CDN would. Usage: node scripts/serve.mjs [--port 8080]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 8080));
const root = resolve(import.meta.dirname, '..', 'dist', 'public');

if (!existsSync(resolve(root, 'index.html'))) {
  console.error('No build found in dist/public. Run `npm run build` first.');
  process.exit(1);
}

createStaticServer({ root }).listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/public on http://localhost:${port}`);
});
