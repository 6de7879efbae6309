// Creates and migrates a new PGlite data folder, then exits. Run as a short-lived child process
// by client.ts (ADR 0017): PGlite's database creation (initdb) grows the WebAssembly memory to
// about 850 MB and never gives it back, so it happens in a process whose memory ends with it.
// Plain JavaScript so it runs under bare node, without the tsx loader.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dataDir, migrationsFolder] = process.argv.slice(2);
if (!dataDir || !migrationsFolder) {
  console.error('usage: create-pglite.mjs <dataDir> <migrationsFolder>');
  process.exit(2);
}
const client = new PGlite(dataDir);
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder });
await client.close();
