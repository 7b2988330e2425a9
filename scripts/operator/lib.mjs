// What every operator command group uses: the admin API call, argument checks and a plain table.
export const API_BASE_URL = (process.env.API_BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
export const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN || 'dev-operator-token';

export class UsageError extends Error {}

/** Calls the admin API and answers the envelope's data; a code other than 200 throws its message. */
export async function call(path, { method = 'GET', body } = {}) {
  const headers = { 'x-operator-token': OPERATOR_TOKEN, 'Accept-Language': 'en' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res;
  try {
    res = await fetch(API_BASE_URL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new Error(`cannot reach the API at ${API_BASE_URL} (${err.cause?.code ?? err.message}); is it running?`, { cause: err });
  }
  const envelope = await res.json().catch(() => null);
  if (!envelope || typeof envelope.code !== 'number') throw new Error(`${method} ${path}: HTTP ${res.status}, not an API answer`);
  if (envelope.code !== 200) throw new Error(`${envelope.message} (code ${envelope.code})`);
  return envelope;
}

/** A positive integer id from the command line. */
export function idArg(value) {
  if (!/^[1-9][0-9]*$/.test(value ?? ''))
    throw new UsageError(`expected an application id, got ${value === undefined ? 'nothing' : `"${value}"`}`);
  return Number(value);
}

/** Pads columns to their widest cell. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
