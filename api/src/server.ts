import closeWithGrace from 'close-with-grace';
import { assertStartable, loadConfig } from './config';
import { openDb } from './infra/db';
import { migrate } from './infra/migrate';
import { seedIfEmpty } from './seed';
import { settleGrownCatalogue } from './seed/grow';
import { buildApp } from './app';

/** The longest a shutdown may take (drain + in-flight requests + closing connections) before the process just exits. */
const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  const config = loadConfig();
  // Production never runs with development settings; development mode never listens beyond loopback.
  assertStartable(config);
  const started = Date.now();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    warn: (line) => console.warn(line),
  });
  // Replicas may start together on one PostgreSQL server: one of them migrates and seeds while the others wait on
  // the lock, then find the work done. (The embedded database belongs to one process.)
  const { applied, seeded } =
    db.kind === 'postgres'
      ? await db.transaction(async (tx) => {
          await tx.query("SELECT pg_advisory_xact_lock(hashtext('mall:migrate-and-seed'))");
          return { applied: await migrate(tx), seeded: await seedIfEmpty(tx, config) };
        })
      : { applied: await migrate(db), seeded: await seedIfEmpty(db, config) };
  if (seeded && config.seed !== 'none') await settleGrownCatalogue(db, config.seedSize);
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `API ready on ${config.publicUrl} (${db.kind}${config.databaseUrl ? '' : ` at ${config.dataDir}`}; ` +
      `migrations applied: ${applied.length}; ${seeded ? `${config.seed === 'none' ? 'empty' : 'demo'} mall seeded` : 'existing data kept'}; ${Date.now() - started} ms)`,
  );

  // SIGTERM / SIGINT (a deploy, a scale-down, Ctrl-C): /health/ready turns 503 so the balancer takes the process out
  // (SHUTDOWN_DRAIN_MS, meanwhile it serves as usual), then Fastify stops listening, lets the requests in flight
  // finish and closes; then the database pool ends. A rolling restart behind haproxy thus fails no request
  // (docs/faults.md). An uncaught error ends the process the same way, with exit code 1 (a supervisor restarts it).
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: { error: (m: string) => app.log.error(m) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'uncaught error: shutting down');
    else app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms, then shutting down`);
    app.drain();
    if (!err && config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    await app.close();
    await db.close();
  });
}

main().catch((err) => {
  console.error('API failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
