// The contract tests compare the build with the site's settings: let them see the .env files the
// build saw, before src/config/site.ts reads the environment.
import { loadEnvFiles } from '../../../scripts/lib/load-env.ts';

loadEnvFiles();
