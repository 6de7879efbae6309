import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

export type TestDialect = 'pglite' | 'postgres';

/** The dialects server suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: TestDialect[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

if (!process.env.TEST_DATABASE_URL) {
  console.info('TEST_DATABASE_URL is not set: server suites run on PGlite only, PostgreSQL skipped.');
}

/**
 * A fresh, empty database for one test app. PGlite runs in memory; on PostgreSQL each call
 * creates its own database (dropped on close) so parallel test files never see each other's rows.
 */
export async function openTestDatabase(dialect: TestDialect): Promise<Database> {
  if (dialect === 'pglite') return openDatabase({ kind: 'pglite-memory' });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
