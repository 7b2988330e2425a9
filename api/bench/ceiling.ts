/**
 * The machine's own ceiling, printed beside the mixes: a bare Fastify route in a process of its own (as the API
 * runs), answering the bytes of one product-list page, measured by the same load generator on the same cores with the
 * same connections. No mix of the API can go faster on this machine; a goal above it cannot be judged here, and the
 * share of it a mix reaches says how much the API itself costs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measure, type Figures } from './measure';
import { mixRow } from './run-mix';

const PORT = Number(process.env.BENCH_CEILING_PORT) || 28998;

/** The bare server: Fastify with no plugin, one route answering the file's JSON as it is. */
const SERVER = `
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const app = require('fastify')();
app.get('/page', (req, reply) => { reply.type('application/json; charset=utf-8').send(body); });
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.send('up'));
`;

export interface Ceiling extends Figures {
  bytes: number;
}

/** Measures the bare route with the body of `pageUrl` (fetched from the running API). */
export async function machineCeiling(pageUrl: string, connections: number, duration: number): Promise<Ceiling> {
  const body = Buffer.from(await (await fetch(pageUrl)).arrayBuffer());
  const dir = mkdtempSync(join(tmpdir(), 'mall-bench-ceiling-'));
  const file = join(dir, 'page.json');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', SERVER], {
    cwd: resolve(__dirname, '..'),
    env: { ...process.env, BODY_FILE: file, PORT: String(PORT) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((res, rej) => {
      child.once('message', () => res());
      child.once('exit', (code) => rej(new Error(`the bare server exited with code ${code}`)));
    });
    const url = `http://127.0.0.1:${PORT}`;
    const load = { connections, next: () => ({ path: '/page' }) };
    await measure(url, { ...load, duration: 1 });
    return { ...(await measure(url, { ...load, duration })), bytes: body.length };
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The ceiling as a row of the mixes' table (no RSS or hit ratio: it is not the API). */
export const ceilingRow = (c: Ceiling) =>
  `${mixRow('ceiling', { ...c, rssPeak: null, hitRatio: null })}  (a bare Fastify route answering one list page, ` +
  `${c.bytes.toLocaleString('en')} bytes: this machine's limit)`;
