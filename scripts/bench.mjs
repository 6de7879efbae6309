// `npm run bench`: the performance budgets of DESIGN.md section 6. Each benchmark lands with the
// feature it measures; the first one, the bundle report, reads the production build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/web';
if (!existsSync(`${dist}/index.html`)) {
  console.error('No build in dist/web: run `npm run build` first.');
  process.exit(1);
}

// First-load JS and CSS of the entry: what index.html loads before any lazy page chunk.
const html = readFileSync(`${dist}/index.html`, 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const js = entryFiles.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const css = entryFiles.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0);
console.log('Bundle report (gzip)');
console.log(`  entry JS  ${kb(js)}  (front page budget 150 KB, /login 140 KB, any page 350 KB, page chunks add to it)`);
console.log(`  entry CSS ${kb(css)}  (budget 40 KB)`);
const chunks = readdirSync(`${dist}/assets`)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size)
  .slice(0, 8);
console.log('  largest chunks:');
for (const c of chunks) console.log(`    ${kb(c.size).padStart(9)}  ${c.f}`);
console.log('Other benchmarks (search, sockets, calls, Lighthouse) arrive with their features.');
