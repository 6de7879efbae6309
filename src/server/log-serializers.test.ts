import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { buildApp, type App } from './app';
import { users } from './db/schema';
import { parseEnv } from './env';
import { formatSafeError } from './log-serializers';
import { makeWebDist } from './test/build-test-app';
import { openTestDatabase } from './test/test-database';
import { describeDialects } from './test/describe-dialects';

describeDialects('the error log on %s', (dialect) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('names a failed query but never its parameters', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        log += chunk.toString();
        done();
      },
    });
    const env = parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', WEB_DIST_DIR: makeWebDist() });
    app = await buildApp({ env, database: await openTestDatabase(dialect), logger: { level: 'info', stream } });
    const secretHash = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE';
    const email = 'leak-check@example.test';
    // A handler whose insert fails in the database (the second one hits the unique e-mail).
    app.post('/api/test/duplicate', async () => {
      await app!.db.insert(users).values({ email, name: 'One', passwordHash: secretHash });
      await app!.db.insert(users).values({ email, name: 'Two', passwordHash: secretHash });
      return { ok: true };
    });
    await app.ready();

    const res = await app.inject({ method: 'POST', url: '/api/test/duplicate' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET-HASH-VALUE');
    expect(log).toMatch(/unhandled error/);
    expect(log).toMatch(/Failed query: insert into \\"users\\"/); // what failed, with $1 placeholders
    expect(log).toMatch(/"code":"23505"/); // the database's reason survives
    expect(log).not.toContain('SECRET-HASH-VALUE');
    expect(log).not.toContain(email);
    expect(log).not.toMatch(/"params"/);
  });
});

describe('a start-up failure on the console', () => {
  it('shows the query and the database reason, not the parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower"'), {
      code: '23505',
      detail: 'Key (lower(email))=(someone@example.test) already exists.',
    });
    const text = formatSafeError(
      new DrizzleQueryError('insert into "users" values ($1, $2)', ['someone@example.test', 'SECRET-HASH'], cause),
    );
    expect(text).toMatch(/^Error: Failed query: insert into "users" values \(\$1, \$2\)/);
    expect(text).toMatch(/Caused by: Error: duplicate key value .* \(code 23505\)/s);
    expect(text).not.toMatch(/SECRET-HASH|someone@example/);
  });
});
