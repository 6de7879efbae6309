import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder; each test database starts as a copy of it. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database (TEST_DATABASE_URL set) each test database is created from. */
    postgresTemplateName: string;
  }
}

/** The server's URL with another database name in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One connection to the server's admin database, closed whatever `run` does. */
export async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Migrating a new database is most of what a server suite's start-up costs, and every suite
 * needs the same schema: so it is done once per run here (vitest globalSetup) and each test
 * database is a copy of the result, still one database per test app.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  // A name of this run's own: two runs on the same server (CI and a developer) never share one.
  const templateName = `template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const teardown = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`));
    }
  };
  try {
    project.provide('pgliteTemplateFile', await writeMigratedPglite(folder));
    if (adminUrl) {
      await createMigratedPostgres(adminUrl, templateName);
      project.provide('postgresTemplateName', templateName);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function writeMigratedPglite(folder: string): Promise<string> {
  const pglite = await openDatabase({ kind: 'pglite-memory' });
  try {
    await pglite.migrate();
    const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await pglite.close();
  }
}

async function createMigratedPostgres(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const postgres = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await postgres.migrate();
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await postgres.close();
  }
}
