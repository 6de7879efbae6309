import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, parseEnv } from './env';
import { formatSafeError } from './log-serializers';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const logger =
    env.NODE_ENV === 'development' && process.stdout.isTTY
      ? { level: env.LOG_LEVEL, transport: { target: 'pino-pretty' } }
      : { level: env.LOG_LEVEL };
  // Imported only when asked for: Vite is a devDependency, absent from a production install.
  const devWeb = env.DEV_VITE ? (await import('./web/dev-vite')).createDevWeb : undefined;
  const app = await buildApp({ env, logger, devWeb });

  // Stop accepting, let in-flight requests finish, close the database; force-exit if that hangs.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err: unknown) => {
  // Another server on this DATA_DIR: the message says what to do; a stack trace would only hide it.
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  // Through the log serializer: a failed query at start (migration, seeding) shows no parameters.
  console.error(`The server could not start: ${formatSafeError(err)}`);
  process.exit(1);
});
