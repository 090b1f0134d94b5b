// One build for every host: the pages are prerendered to static files (dist/public) whatever the
// environment, so Waku must not switch to its Vercel or Netlify adapters (which add serverless
// functions) when it sees VERCEL or NETLIFY set. Host configuration comes from scripts/postbuild.
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/node';

export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })));
