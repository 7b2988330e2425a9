import { assertStartable, loadConfig } from './config';
import { openDb } from './infra/db';
import { migrate } from './infra/migrate';
import { seedIfEmpty } from './seed';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  // Production never runs with development settings; development mode never listens beyond loopback.
  assertStartable(config);
  const started = Date.now();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize });
  // Replicas may start together on one PostgreSQL server: one of them migrates and seeds while the others wait on
  // the lock, then find the work done. (The embedded database belongs to one process.)
  const { applied, seeded } =
    db.kind === 'postgres'
      ? await db.transaction(async (tx) => {
          await tx.query("SELECT pg_advisory_xact_lock(hashtext('mall:migrate-and-seed'))");
          return { applied: await migrate(tx), seeded: await seedIfEmpty(tx, config) };
        })
      : { applied: await migrate(db), seeded: await seedIfEmpty(db, config) };
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `API ready on ${config.publicUrl} (${db.kind}${config.databaseUrl ? '' : ` at ${config.dataDir}`}; ` +
      `migrations applied: ${applied.length}; ${seeded ? `${config.seed === 'none' ? 'empty' : 'demo'} mall seeded` : 'existing data kept'}; ${Date.now() - started} ms)`,
  );

  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('API failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
