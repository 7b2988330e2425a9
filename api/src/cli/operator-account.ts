// Operators of /api/admin/operator/** (docs/operations.md "First operator"), on the server, against DATABASE_URL:
//   node dist/api/src/cli/operator-account.js create <name>   prints the new operator's secret, once
//   node dist/api/src/cli/operator-account.js list
//   node dist/api/src/cli/operator-account.js revoke <name>
// In the compose stack: docker compose … run --rm api node dist/api/src/cli/operator-account.js create alice
// The secret goes in the header x-operator-token (scripts/operator.mjs reads it from OPERATOR_TOKEN).
import type { Db } from '../infra/db';
import { migrate } from '../infra/migrate';
import { createOperator, listOperators, revokeOperator } from '../services/admin/operator-token';
import { runWithDb } from './run-with-db';

const USAGE = 'Usage: operator-account create <name> | list | revoke <name>';

/** Runs one command on `db` and returns what to print and the exit status. */
export async function runOperatorCommand(db: Db, argv: string[]): Promise<{ out: string; status: number }> {
  const [command, name, ...extra] = argv;
  const named = name !== undefined && name.trim() !== '' && extra.length === 0;
  if (command === 'create' && named) {
    if ((await listOperators(db)).some((o) => o.name === name.trim()))
      return { out: `An operator named "${name.trim()}" exists already.`, status: 1 };
    const { operator, token } = await createOperator(db, name.trim());
    return {
      out: `Operator "${operator.name}" created. Their secret (shown once, keep it safe):\n${token}\nSend it as the header x-operator-token.`,
      status: 0,
    };
  }
  if (command === 'list' && name === undefined) {
    const rows = await listOperators(db);
    const lines = rows.map((o) => `${o.name}\tcreated ${o.createdAt}${o.revokedAt ? `\trevoked ${o.revokedAt}` : ''}`);
    return { out: lines.length ? lines.join('\n') : 'No operators yet.', status: 0 };
  }
  if (command === 'revoke' && named) {
    return (await revokeOperator(db, name.trim()))
      ? { out: `Operator "${name.trim()}" revoked.`, status: 0 }
      : { out: `No active operator named "${name.trim()}".`, status: 1 };
  }
  return { out: USAGE, status: 2 };
}

if (require.main === module) {
  runWithDb(async (db) => {
    // The table may not exist yet when this runs before the API's first start: migrate under the API's own lock.
    if (db.kind === 'postgres') {
      await db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('mall:migrate-and-seed'))");
        await migrate(tx);
      });
    } else await migrate(db);
    const { out, status } = await runOperatorCommand(db, process.argv.slice(2));
    (status === 0 ? console.log : console.error)(out);
    process.exitCode = status;
  });
}
