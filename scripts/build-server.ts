// The production server as plain JavaScript in dist/server (scripts/server-bundle.ts): `npm start`
// then needs dist/ and the production node_modules only, no src/ and no tsx (ADR 0024). Running
// the TypeScript through tsx in production cost about 100 MB of resident memory (its loader
// thread, every module's transformed text and source map kept; ADR 0017). Takes about a second,
// so `npm start` repeats it where the sources and the dev tools are (scripts/build-if-missing.mjs):
// a `git pull` then never starts yesterday's server.
import path from 'node:path';
import { buildServer } from './server-bundle';

const outdir = path.resolve(import.meta.dirname, '..', 'dist', 'server');
await buildServer(outdir);
console.log(
  `built ${path.relative(process.cwd(), outdir)}: main.js, create-pglite.js, migrations, locales, route manifest`,
);
