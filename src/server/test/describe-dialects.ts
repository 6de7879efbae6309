import { describe } from 'vitest';
import type { TestDialect } from './test-database';

const ALL_DIALECTS: TestDialect[] = ['pglite', 'postgres'];

/**
 * A server suite on every dialect: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. Without
 * it the PostgreSQL copy is declared skipped rather than left out, so the test count says how
 * much did not run. `%s` in the name becomes the dialect.
 */
export function describeDialects(name: string, suite: (dialect: TestDialect) => void): void {
  for (const dialect of ALL_DIALECTS) {
    const missing = dialect === 'postgres' && !process.env.TEST_DATABASE_URL;
    describe.skipIf(missing)(name.replace('%s', dialect), () => suite(dialect));
  }
}
