// Creates a new PGlite data folder, then exits: migrations, base data and, when asked, the demo
// data. Run as a short-lived child process by client.ts (ADR 0017): PGlite's database creation
// (initdb) grows its WebAssembly memory to about 850 MB and never gives it back, and rendering
// the demo pictures leaves about 100 MB in the C allocator's per-thread pools; here both end
// with the process, so the server itself only ever opens an existing folder.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CREATE_RESULT_PREFIX, MIGRATIONS_DIR, type Db } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';

interface CreateResult {
  seededDemo: boolean;
}

async function create(dataDir: string, demoDataDir: string | undefined): Promise<CreateResult> {
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  try {
    const db = drizzle(client, { schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    // Loaded here, not at the top: the seeds bring sharp and the demo texts, which a creation
    // without demo data does not need.
    const { seedBaseData, seedDemoData } = await import('./seed');
    await seedBaseData(db);
    const seededDemo = demoDataDir ? await seedDemoData(db, { dataDir: demoDataDir }) : false;
    return { seededDemo };
  } finally {
    await client.close();
  }
}

const [dataDir, demoDataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: create-pglite.ts <pgliteDir> [<DATA_DIR to seed the demo data into>]');
  process.exit(2);
}
create(dataDir, demoDataDir || undefined).then(
  (result) => {
    process.stdout.write(`\n${CREATE_RESULT_PREFIX}${JSON.stringify(result)}\n`);
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
