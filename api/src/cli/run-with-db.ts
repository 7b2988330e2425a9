import { loadConfig, type Config } from '../config';
import { openDb, type Db } from '../infra/db';

/**
 * Runs a command-line tool against the configured database (DATABASE_URL, or the embedded data folder) on one
 * connection, closes it afterwards, and turns a failure into its message on stderr and exit status 1.
 */
export function runWithDb(command: (db: Db, config: Config) => Promise<void>): void {
  const run = async () => {
    const config = loadConfig();
    const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
    try {
      await command(db, config);
    } finally {
      await db.close();
    }
  };
  run().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
