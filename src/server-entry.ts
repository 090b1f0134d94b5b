// Static files for every host: Waku must not switch to its Vercel or Netlify adapters (serverless
// functions) when it sees VERCEL or NETLIFY set; host configuration comes from scripts/postbuild.
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/node';

export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })));
