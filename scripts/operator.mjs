#!/usr/bin/env node
// The operator's command line: moves the states merchant-side tools would move, through the admin API
// (/api/admin/operator/**, header x-operator-token). Environment: API_BASE_URL (default http://localhost:8080),
// OPERATOR_TOKEN (default dev-operator-token, which a non-production API accepts when it has no OPERATOR_TOKEN).
//
//   node scripts/operator.mjs settlements list [--status pending|approved|rejected] [--page N] [--limit N]
//   node scripts/operator.mjs settlements approve <id>
//   node scripts/operator.mjs settlements reject <id> --reason "..."
//
// Later issues add their groups (orders, refunds, reviews) as one more entry of COMMANDS below: a group maps
// action names to { usage, options, run(context) }.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const API_BASE_URL = (process.env.API_BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN || 'dev-operator-token';

class UsageError extends Error {}

/** Calls the admin API and answers the envelope's data; a code other than 200 throws its message. */
async function call(path, { method = 'GET', body } = {}) {
  const headers = { 'x-operator-token': OPERATOR_TOKEN, 'Accept-Language': 'en' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res;
  try {
    res = await fetch(API_BASE_URL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new Error(`cannot reach the API at ${API_BASE_URL} (${err.cause?.code ?? err.message}); is it running?`);
  }
  const envelope = await res.json().catch(() => null);
  if (!envelope || typeof envelope.code !== 'number') throw new Error(`${method} ${path}: HTTP ${res.status}, not an API answer`);
  if (envelope.code !== 200) throw new Error(`${envelope.message} (code ${envelope.code})`);
  return envelope;
}

/** A positive integer id from the command line. */
function idArg(value) {
  if (!/^[1-9][0-9]*$/.test(value ?? '')) throw new UsageError(`expected an application id, got ${value === undefined ? 'nothing' : `"${value}"`}`);
  return Number(value);
}

/** Pads columns to their widest cell. */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((cell, i) => String(cell).padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

const AUDIT = { 1: 'pending', 2: 'approved', 3: 'rejected' };

function describeSettlement(s) {
  const lines = [
    `#${s.id} ${s.name} — ${AUDIT[s.auditStatus]}${s.merId ? ` (shop #${s.merId})` : ''}`,
    `  applicant: ${s.realName} <${s.email}>${s.phone ? `, ${s.countryCode} ${s.phone}` : ''} (user #${s.uid})`,
    `  category #${s.categoryId} (fee ${s.handlingFee}%), type #${s.typeId}; address: ${s.address}`,
  ];
  if (s.keywords) lines.push(`  keywords: ${s.keywords}`);
  for (const url of JSON.parse(s.qualificationPicture)) lines.push(`  picture: ${url}`);
  for (const h of s.history) lines.push(`  ${h.createTime}  ${h.event}${h.reason ? `: ${h.reason}` : ''}`);
  return lines.join('\n');
}

const COMMANDS = {
  settlements: {
    list: {
      usage: 'settlements list [--status pending|approved|rejected] [--page N] [--limit N]',
      options: { status: { type: 'string' }, page: { type: 'string' }, limit: { type: 'string' } },
      async run({ values }) {
        const query = new URLSearchParams();
        for (const key of ['status', 'page', 'limit']) if (values[key]) query.set(key, values[key]);
        const { data } = await call(`/api/admin/operator/settlements${query.size ? `?${query}` : ''}`);
        if (data.list.length === 0) return 'No applications.';
        const rows = [['id', 'state', 'shop name', 'applicant', 'email', 'submitted', 'reason']];
        for (const s of data.list) {
          rows.push([s.id, AUDIT[s.auditStatus], s.name, s.realName, s.email, s.updateTime, s.denialReason]);
        }
        return `${table(rows)}\n\n${data.list.length} of ${data.total} (page ${data.pageNum} of ${data.pages})`;
      },
    },
    approve: {
      usage: 'settlements approve <id>',
      options: {},
      async run({ positionals }) {
        const { message, data } = await call(`/api/admin/operator/settlements/${idArg(positionals[0])}/approve`, { method: 'POST' });
        return `${message}\n${describeSettlement(data)}`;
      },
    },
    reject: {
      usage: 'settlements reject <id> --reason "..."',
      options: { reason: { type: 'string' } },
      async run({ positionals, values }) {
        const id = idArg(positionals[0]);
        if (!values.reason?.trim()) throw new UsageError('a rejection needs --reason "..." (shown to the applicant)');
        const { message, data } = await call(`/api/admin/operator/settlements/${id}/reject`, { method: 'POST', body: { reason: values.reason } });
        return `${message}\n${describeSettlement(data)}`;
      },
    },
  },
};

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
    if (err instanceof UsageError || err.code?.startsWith?.('ERR_PARSE_ARGS')) return { err: `${err.message}\nUsage: node scripts/operator.mjs ${command.usage}`, status: 2 };
    return { err: `✗ ${err.message}`, status: 1 };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { out, err, status } = await main(process.argv.slice(2));
  if (out) console.log(out);
  if (err) console.error(err);
  process.exitCode = status;
}
