// `npm start`: builds the site if there is no build yet, then serves it on http://localhost:8080.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(resolve(root, 'dist', 'public', 'index.html'))) {
  console.log('No build yet: running `npm run build` first.');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import('./serve.ts');
