#!/usr/bin/env node
// The operator's command line: moves the states merchant-side tools would move, through the admin API
// (/api/admin/operator/**, header x-operator-token). Environment: API_BASE_URL (default http://localhost:8080),
// OPERATOR_TOKEN (default dev-operator-token, which an API in development mode (MALL_DEV_MODE) accepts when it has no OPERATOR_TOKEN).
//
//   node scripts/operator.mjs settlements list [--status pending|approved|rejected] [--page N] [--limit N]
//   node scripts/operator.mjs settlements approve <id>
//   node scripts/operator.mjs settlements reject <id> --reason "..."
//   node scripts/operator.mjs help            (every command)
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { API_BASE_URL, UsageError } from './operator/lib.mjs';
import { settlements } from './operator/settlements.mjs';
import { refunds } from './operator/refunds.mjs';
import { reviews } from './operator/reviews.mjs';
import { orders } from './operator/orders.mjs';

/** Command groups, one file each in scripts/operator/: a group maps action names to { usage, options, run(context) }. */
const COMMANDS = { settlements, orders, refunds, reviews };

function usage() {
  const lines = Object.values(COMMANDS).flatMap((group) => Object.values(group).map((c) => `  node scripts/operator.mjs ${c.usage}`));
  return `Usage:\n${lines.join('\n')}\n\nEnvironment: API_BASE_URL (${API_BASE_URL}), OPERATOR_TOKEN (${process.env.OPERATOR_TOKEN ? 'set' : 'dev-operator-token'})`;
}

export async function main(argv) {
  const [groupName, actionName, ...rest] = argv;
  if (!groupName || groupName === 'help' || groupName === '--help') return { out: usage(), status: groupName ? 0 : 2 };
  const command = COMMANDS[groupName]?.[actionName];
  if (!command) return { err: `Unknown command: ${[groupName, actionName].filter(Boolean).join(' ')}\n\n${usage()}`, status: 2 };
  try {
    const parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
    return { out: await command.run(parsed), status: 0 };
  } catch (err) {
    if (err instanceof UsageError || err.code?.startsWith?.('ERR_PARSE_ARGS'))
      return { err: `${err.message}\nUsage: node scripts/operator.mjs ${command.usage}`, status: 2 };
    return { err: `✗ ${err.message}`, status: 1 };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { out, err, status } = await main(process.argv.slice(2));
  if (out) console.log(out);
  if (err) console.error(err);
  process.exitCode = status;
}
