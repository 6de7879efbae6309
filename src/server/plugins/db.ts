import fp from 'fastify-plugin';
import { openDatabase, targetFromEnv, type Database } from '../db/client';
import { seedBaseData, seedDemoData } from '../db/seed';

export interface DbPluginOptions {
  /** An already open database (tests pass an in-memory one); otherwise opened from env. */
  database?: Database;
}

/** Opens the database, applies migrations, seeds demo data when asked, and closes it on close. */
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
      }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
    await database.migrate();
    await seedBaseData(database.db);
    if (app.env.SEED_DEMO) await seedDemoData(database.db);
    app.log.info({ dialect: database.dialect }, 'database ready');
  },
  { name: 'db' },
);
