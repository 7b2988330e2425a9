/**
 * Builds alternated on one kept database: `npm run bench:api` starts and compiles one API per invocation, so a
 * before/after comparison through it pays a compile and a fresh sample per run. This runs already compiled checkouts
 * (`dist/api/src/server.js` of each `api` folder given) one after the other on one PostgreSQL database, round after
 * round, with the random mixes of bench:api (mixes.ts, run-mix.ts: the same sampling, warm-up, autocannon run and CPU
 * per answer from /proc), and prints each build's median per mix. With `--compare N` it first starts the builds side
 * by side and compares the bodies of N random requests of each mix in each language (byte for byte).
 *
 *   tsx bench/alternate.ts --database-url postgres://…/bench_100k --builds before=/a/api,after=/b/api \
 *       [--mixes shop,detail] [--rounds 3] [--duration 10] [--connections 50] [--cache off] [--cpu-prof DIR] [--compare 300]
 *
 * The database must be seeded already (a first `bench:api --database-url URL --size 100k` run seeds it).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { openPostgres } from '../src/infra/db';
import { LOCALES, type Locale } from '../src/i18n/locale';
import { sampleCatalogue } from './catalogue-sample';
import { postmasterOf } from './cpu';
import { flag, list } from './flags';
import { getData } from './http';
import { randomMixes } from './mixes';
import { mixRow, runMix, type MixFigures } from './run-mix';
import { median } from './stats';

const DATABASE_URL = flag('database-url');
const BUILDS = list(flag('builds'), []).map((b) => {
  const [name, dir] = b.split('=');
  return { name, dir: resolve(dir) };
});
const MIXES = list(flag('mixes'), ['shop', 'detail', 'home', 'list', 'category', 'reviews']);
const ROUNDS = Number(flag('rounds')) || 3;
const DURATION = Number(flag('duration')) || 10;
const CONNECTIONS = Number(flag('connections')) || 50;
const CACHE = flag('cache') ?? 'off';
const CPU_PROF = flag('cpu-prof');
const COMPARE = Number(flag('compare')) || 0;
const PORT = Number(flag('port')) || 28280;
const OPERATOR_TOKEN = randomBytes(24).toString('hex');

interface Api {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startApi(dir: string, port: number, cpuProf?: string): Promise<Api> {
  const args = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [];
  const child = spawn(process.execPath, [...args, join('dist', 'api', 'src', 'server.js')], {
    cwd: dir,
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: DATABASE_URL!,
      DATA_DIR: '/nonexistent-data-dir',
      SEED_SIZE: '100k',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      OPERATOR_TOKEN,
      // One public URL for every build and port: the answers' media URLs compare byte for byte.
      PUBLIC_URL: 'http://127.0.0.1:28300',
      ...(CACHE === 'off' ? { CACHE_ENTRIES: '0' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the API in ${dir} exited (${child.exitCode})`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 6000) throw new Error(`the API in ${dir} did not answer`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
  };
}

const apiCpu = (f: MixFigures) => f.cpu?.api ?? NaN;
const pgCpu = (f: MixFigures) => f.cpu?.postgres ?? NaN;

async function main(): Promise<void> {
  if (!DATABASE_URL || BUILDS.length === 0) throw new Error('--database-url and --builds name=dir,… are required');
  const db = await openPostgres(DATABASE_URL, 2);
  const sample = await sampleCatalogue(db);
  await db.close();
  const first = await startApi(BUILDS[0].dir, PORT);
  const listPages = (await getData<{ pages: number }>(`${first.url}/api/front/product/list?page=1&limit=20`)).pages;
  await first.stop();
  const langs = ['en'] as Locale[];
  const mixes = randomMixes({ sample, langs, listPages }).filter((m) => MIXES.includes(m.name));

  if (COMPARE > 0) {
    const apis = await Promise.all(BUILDS.map((b, i) => startApi(b.dir, PORT + 1 + i)));
    try {
      for (const lang of LOCALES) {
        for (const mix of randomMixes({ sample, langs: [lang], listPages }).filter((m) => MIXES.includes(m.name))) {
          let same = 0;
          const differ: string[] = [];
          for (let i = 0; i < COMPARE; i++) {
            const r = mix.next();
            const bodies = await Promise.all(apis.map((a) => fetch(a.url + r.path, { headers: r.headers }).then((res) => res.text())));
            if (bodies.every((b) => b === bodies[0])) same++;
            else differ.push(r.path);
          }
          console.log(
            `compare ${lang} ${mix.name}: ${same} of ${COMPARE} identical${differ.length ? `; differ: ${differ.slice(0, 3).join(' ')}` : ''}`,
          );
        }
      }
    } finally {
      await Promise.all(apis.map((a) => a.stop()));
    }
  }

  const results = new Map<string, MixFigures[]>();
  const watch = { api: undefined as number | undefined, postmaster: await postmasterOf(DATABASE_URL) };
  for (let round = 1; round <= ROUNDS; round++) {
    // Each round starts with the other build, so neither always runs first after a quiet spell.
    const order = round % 2 === 1 ? BUILDS : [...BUILDS].reverse();
    for (const b of order) {
      const api = await startApi(b.dir, PORT, CPU_PROF ? join(CPU_PROF, b.name) : undefined);
      watch.api = api.pid;
      try {
        for (const mix of mixes) {
          const f = await runMix(
            { url: api.url, connections: CONNECTIONS, duration: DURATION, apiPid: api.pid, operatorToken: OPERATOR_TOKEN, cpuWatch: watch },
            mix,
          );
          const key = `${mix.name} ${b.name}`;
          results.set(key, [...(results.get(key) ?? []), f]);
          console.log(`round ${round} ${mixRow(key, f)}`);
        }
      } finally {
        await api.stop();
      }
    }
  }
  console.log('\nmedians (req/s, p99 ms, API / PostgreSQL ms CPU an answer; each round in brackets)');
  for (const mix of mixes) {
    for (const b of BUILDS) {
      const fs = results.get(`${mix.name} ${b.name}`) ?? [];
      console.log(
        `${mix.name.padEnd(9)} ${b.name.padEnd(8)} ${Math.round(median(fs.map((f) => f.rps)))} req/s, p99 ${median(fs.map((f) => f.p99))}, ` +
          `API ${median(fs.map(apiCpu)).toFixed(3)} / PG ${median(fs.map(pgCpu)).toFixed(3)} ` +
          `[${fs.map((f) => `${Math.round(f.rps)} ${f.p99} ${apiCpu(f).toFixed(2)}`).join(' | ')}]`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
