import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { databaseUrl, withAdmin } from './template-databases';

export type TestDialect = 'pglite' | 'postgres';

/** The dialects server suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: TestDialect[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

if (!process.env.TEST_DATABASE_URL) {
  console.info('TEST_DATABASE_URL is not set: server suites run on PGlite only, PostgreSQL skipped.');
}

let pgliteTemplate: Blob | undefined;

/**
 * Read once per test file: each database loads its own copy of it, so none sees another's rows.
 * Undefined outside the server project (no template made): an empty database, which the app migrates.
 */
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (file) pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

export interface TestDatabaseOptions {
  /** No tables at all, for the suite that tests the migrations themselves. */
  empty?: boolean;
}

/**
 * A fresh database for one test app, already migrated (template-databases.ts; the app's own
 * migrate step finds nothing left to do). PGlite runs in memory; on PostgreSQL each call creates
 * its own database (dropped on close) so parallel test files never see each other's rows.
 */
export async function openTestDatabase(dialect: TestDialect, { empty = false }: TestDatabaseOptions = {}) {
  if (dialect === 'pglite') return openDatabase({ kind: 'pglite-memory', from: empty ? undefined : migratedPglite() });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = empty ? undefined : inject('postgresTemplateName');
  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  const dropped: Database = {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
  return dropped;
}
