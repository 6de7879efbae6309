import fp from 'fastify-plugin';
import { openDatabase, targetFromEnv, type Database } from '../db/client';
import { demoSeedingAllowed, seedBaseData, seedDemoData } from '../db/seed';
import { watchDemoAdmin } from '../db/seed/demo-admin-watch';
import { DEMO_USERS } from '../db/seed/demo-users';

export interface DbPluginOptions {
  /** An already open database (tests pass an in-memory one); otherwise opened from env. */
  database?: Database;
}

/**
 * Opens the database, applies migrations, seeds the demo accounts into an empty database when
 * allowed (db/seed/index.ts), and closes it on close. While the demo admin keeps its published
 * password the log says so on every start, and the sign-in page too (app.demoAdmin).
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, opts) => {
    const database =
      opts.database ??
      (await openDatabase(targetFromEnv(app.env), {
        onStaleLock: (lock) =>
          app.log.warn(
            { lockFile: lock.file, previousPid: lock.previousPid },
            'took over a stale data folder lock (the server that held it is gone: crash or kill -9?)',
          ),
        onConnectionError: (err) =>
          app.log.warn({ err }, 'a pooled database connection was closed; it will be replaced'),
        // A new PGlite folder gets its demo data in the process that creates it (ADR 0017).
        demoDataDir: demoSeedingAllowed(app.env) ? app.env.DATA_DIR : undefined,
      }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
    // One process at a time: of several started together, the first migrates and seeds, the
    // others find it done (seeding only ever fills an empty database).
    const seededDemo = await database.whileStarting(async () => {
      await database.migrate();
      await seedBaseData(database.db);
      return (
        database.seededDemoAtCreation ||
        (demoSeedingAllowed(app.env) && (await seedDemoData(database.db, { dataDir: app.env.DATA_DIR })))
      );
    });
    if (seededDemo) {
      app.log.warn({ accounts: DEMO_USERS.map((u) => u.email) }, 'seeded the demo accounts into the empty database');
    }
    const demoAdmin = await watchDemoAdmin(database.db, { recheckMs: app.env.DEMO_ADMIN_RECHECK_MS });
    app.decorate('demoAdmin', demoAdmin);
    // A password change, a new e-mail or a deleted account through the API: asked again at once.
    app.apiWrites.subscribe(() => demoAdmin.recheck());
    if (await demoAdmin.untouched()) {
      app.log.warn(
        { email: DEMO_USERS[0].email },
        'DEMO INSTANCE: the demo admin exists with the password published in the README. ' +
          'Anyone can sign in as admin: change its password or delete it (and the demo member) before going public.',
      );
    }
    app.log.info({ dialect: database.dialect }, 'database ready');
  },
  { name: 'db', dependencies: ['api-writes'] },
);
