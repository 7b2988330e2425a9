#!/usr/bin/env node
// The servers of the fault suite (api/faults), as a child process it drives over stdin: a private PostgreSQL
// (scripts/postgres.mjs) and a private redis-server (scripts/redis.mjs) on free loopback ports. It prints one JSON
// line {databaseUrl, redisUrl}, then answers each command line with "ok <command>" (or "error <message>"):
//   pg-restart    pg_ctl restart -m fast (returns once PostgreSQL accepts connections again)
//   redis-stop    stops redis-server (SIGTERM)
//   redis-start   starts it again on the same port
//   quit          stops both and exits (also on stdin's end: the suite died)
import { createInterface } from 'node:readline';
import { freePort } from '../../scripts/lib.mjs';
import { startPostgres } from '../../scripts/postgres.mjs';
import { startRedis } from '../../scripts/redis.mjs';

const pg = startPostgres(await freePort());
const redisPort = await freePort();
let redis = await startRedis(redisPort);
let quitting = false;

async function quit() {
  if (quitting) return;
  quitting = true;
  await redis?.stop();
  pg.stop();
  process.exit(0);
}

const commands = {
  'pg-restart': async () => pg.restart(),
  'redis-stop': async () => {
    await redis?.stop();
    redis = null;
  },
  'redis-start': async () => {
    redis ??= await startRedis(redisPort);
  },
  quit,
};

console.log(JSON.stringify({ databaseUrl: pg.url, redisUrl: redis.url }));
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const command = commands[line.trim()];
  if (!command) return console.log(`error unknown command ${line}`);
  command().then(
    () => console.log(`ok ${line.trim()}`),
    (err) => console.log(`error ${err instanceof Error ? err.message : err}`),
  );
});
lines.on('close', () => void quit());
process.once('SIGTERM', () => void quit());
