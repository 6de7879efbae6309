// The browser build, twice: once with the bundler's default cut to learn which modules the pages a
// new visitor opens most really load, then for real with those modules in fewer files
// (scripts/vite-public-chunks.ts, ADR 0021).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { PLAN_ENV, planChunks, type BuiltChunk } from './vite-public-chunks';

function chunksOf(result: Awaited<ReturnType<typeof build>>): BuiltChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs
    .flatMap((o) => o.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
    .map((c) => ({ fileName: c.fileName, isEntry: c.isEntry, moduleIds: c.moduleIds, imports: c.imports, size: c.code.length }));
}

delete process.env[PLAN_ENV];
const first = await build({ logLevel: 'warn', build: { write: false, sourcemap: false } });
const dir = mkdtempSync(path.join(tmpdir(), 'chunk-plan-'));
const planFile = path.join(dir, 'plan.json');
writeFileSync(planFile, JSON.stringify(planChunks(chunksOf(first))));
process.env[PLAN_ENV] = planFile;
try {
  await build();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
