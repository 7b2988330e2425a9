import { loadConfig } from './config';
import { openDb } from './plugins/external/db';
import { migrate } from './plugins/external/migrate';
import { seedIfEmpty } from './seed';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize });
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db, config);
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `API ready on ${config.publicUrl} (${db.kind}${config.databaseUrl ? '' : ` at ${config.dataDir}`}; ` +
      `migrations applied: ${applied.length}; ${seeded ? 'demo mall seeded' : 'existing data kept'}; ${Date.now() - started} ms)`,
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
