#!/usr/bin/env node
// `npm test`: installs what the tests need and runs every test:
//   1. type checks (TypeScript, strict), the linter (ESLint: boundary zones, react-hooks, formatjs, one check) and
//      the formatter's check (Prettier, one check)
//   2. jest: units and components (jsdom) and the API over HTTP on embedded PGlite
//   3. the API tests again against a real PostgreSQL server (Debian's package, private cluster on loopback)
//   4. scale-out: two API processes on one private PostgreSQL, a private redis-server and an S3 server (api/scale)
//   4b. faults: three API processes behind haproxy on a private PostgreSQL and redis-server, under load, through a
//      PostgreSQL restart, terminated connections, a Redis outage, a kill -9 and a rolling restart (api/faults; it
//      prints what it measured, docs/faults.md)
//   5. after the build, the serving suite: nginx (Debian's package) with deploy/nginx/'s configuration and the Node
//      static server on the built apps, and the one-origin proxy (scripts/serving-tests)
//   6. Playwright journeys in Debian's Chromium (with Debian's Noto fonts for Thai, Lao, Chinese and emoji) against
//      the assembled, built stack (those tagged @contract-strict on their own stack with CONTRACT_STRICT=true); those
//      tagged @two-api-processes
//      again with two API processes behind haproxy (skipped with --skip-scale)
// Ends with one line "N passed, N failed". Flags: --skip-e2e, --skip-pg, --skip-scale, --skip-faults, --only-e2e,
// --only-scale, --only-faults.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join, relative } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { aptInstall, freePort, has, installPageFonts, must, root, run } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { startRedis } from './redis.mjs';

// Every API the suites start (jest's, the scale-out and fault suites' processes, the journeys' stack) hashes passwords
// at scrypt's cheapest accepted cost: ~25 ms instead of ~0.8 s of CPU a sign-in (config.ts, PASSWORD_HASH_COST).
process.env.PASSWORD_HASH_COST ??= '10';
const flags = new Set(process.argv.slice(2));
const onlyE2e = flags.has('--only-e2e');
const onlyFaults = flags.has('--only-faults');
const onlyScale = flags.has('--only-scale');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test, named at the end of the run: CI shows the run's last lines, so the names must be there. */
const failedTests = [];
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('●'))
    ?.slice(0, 160) ?? '';
const started = Date.now();
const step = (name) => console.log(`\n━━ ${name} ━━`);
const jestBin = join(root, 'node_modules', '.bin', 'jest');
const JEST_WORKERS = Number(process.env.JEST_WORKERS) || 2;
// PGlite loads its WebAssembly with a dynamic import, which jest allows only with VM modules enabled.
const jestEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };

function jest(name, args, env = jestEnv) {
  const dir = mkdtempSync(join(tmpdir(), 'mall-jest-'));
  const out = join(dir, 'result.json');
  // A run that does not end (a test's child process left holding jest's output) fails after 30 minutes instead of
  // holding CI until its own limit.
  const status = run(jestBin, [...args, '--json', `--outputFile=${out}`], { env, timeout: 30 * 60_000, killSignal: 'SIGKILL' });
  try {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests;
    if (r.numFailedTests || r.numRuntimeErrorTestSuites || status !== 0) failures.push(name);
    for (const file of r.testResults) {
      const where = relative(root, file.name);
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) failedTests.push(`[${name}] ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (!failed.length && file.status === 'failed') failedTests.push(`[${name}] ${where}: ${firstLine(file.message)}`);
    }
  } catch {
    totals.failed += 1;
    failures.push(`${name} (no result)`);
  }
  rmSync(dir, { recursive: true, force: true });
}

step('install');
pnpm(['install', '--frozen-lockfile']);
if (!flags.has('--skip-e2e') && !onlyScale && !onlyFaults) {
  if (!has('/usr/bin/chromium')) aptInstall(['chromium']);
  // Thai, Lao, Chinese and the emoji badge drawn with real glyphs (the visual checks of every language need them).
  installPageFonts();
}

if (!onlyE2e && !onlyScale && !onlyFaults) {
  step('type check');
  for (const [name, project] of [
    ['typecheck (front end)', 'tsconfig.json'],
    ['typecheck (api)', 'api/tsconfig.json'],
  ]) {
    // A type check is one check: it passes or fails as a whole.
    if (run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', project, '--noEmit']) === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(name);
    }
  }

  step('lint: ESLint with the boundary zones (eslint.config.mjs)');
  // One check, like a type check: every file passes or the step fails.
  if (run(join(root, 'node_modules', '.bin', 'eslint'), ['.']) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push('lint');
  }

  step('format: Prettier (.prettierrc.json; `npm run format` rewrites)');
  if (run(join(root, 'node_modules', '.bin', 'prettier'), ['--check', '--log-level', 'warn', '.']) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push('format');
  }

  step('jest: units, components, API on embedded PGlite');
  // Two workers on two cores (jest's default leaves one core idle): an API test file spends much of its time waiting
  // on its server and database, so the other worker's file runs meanwhile.
  jest('jest', ['--ci', `--maxWorkers=${JEST_WORKERS}`]);

  if (!flags.has('--skip-pg')) {
    step('jest: API on a real PostgreSQL server');
    const pg = startPostgres();
    try {
      jest('jest (PostgreSQL)', ['--ci', `--maxWorkers=${JEST_WORKERS}`, '--selectProjects', 'api'], {
        ...jestEnv,
        TEST_DATABASE_URL: pg.url,
      });
    } finally {
      pg.stop();
    }
  }
}

if (!onlyE2e && !onlyFaults && !flags.has('--skip-scale')) {
  step('jest: scale-out (two API processes, one PostgreSQL, Redis, S3)');
  // Private servers on free loopback ports (installed with apt-get when missing), stopped whatever the outcome.
  const pg = startPostgres(await freePort());
  let redis = null;
  try {
    redis = await startRedis(await freePort());
    jest('jest (scale-out)', ['--ci', '-c', 'api/scale/jest.config.js'], {
      ...jestEnv,
      SCALE_DATABASE_URL: pg.url,
      SCALE_REDIS_URL: redis.url,
    });
  } finally {
    await redis?.stop();
    pg.stop();
  }
}

if (!onlyE2e && !onlyScale && !flags.has('--skip-faults')) {
  step('jest: faults (PostgreSQL restart, dropped connections, Redis outage, kill -9, rolling restart under load)');
  // The suite starts its own private PostgreSQL, redis-server and haproxy (api/faults/servers.mjs), installed with
  // apt-get when missing; it prints its figures (docs/faults.md).
  if (spawnSync('haproxy', ['-v']).status !== 0) aptInstall(['haproxy']);
  jest('jest (faults)', ['--ci', '-c', 'api/faults/jest.config.js']);
}

if (!flags.has('--skip-e2e') && !onlyScale && !onlyFaults) {
  step('build');
  pnpm(['--filter', '@mall/api', 'run', 'build']);
  must(process.execPath, ['scripts/build-all.mjs']);
  step('serving: nginx and the Node server on the built apps, the one-origin proxy');
  // nginx as the compose stack runs it (official image: nginx + envsubst from gettext-base), here Debian's package.
  const missing = [
    ['/usr/sbin/nginx', 'nginx'],
    ['/usr/bin/envsubst', 'gettext-base'],
  ]
    .filter(([bin]) => !has(bin))
    .map(([, pkg]) => pkg);
  if (missing.length) aptInstall(missing);
  jest('jest (serving)', ['--ci', '-c', 'scripts/serving-tests/jest.config.js']);
  step('Playwright journeys (Debian Chromium)');
  playwright('playwright', ['--grep-invert', '@contract-strict']);
  // Our storefront against a backend of the contract's family: the same API serving only the contract's endpoints.
  step('Playwright journeys against the API with CONTRACT_STRICT=true');
  playwright('playwright (contract strict)', ['--grep', '@contract-strict'], { CONTRACT_STRICT: 'true' });
  if (!flags.has('--skip-scale')) {
    // The journeys that touch every shared part (sign-in codes and limits, stock and payment, an uploaded picture)
    // again, on two API processes behind haproxy with a private PostgreSQL and Redis (scripts/api-cluster.mjs).
    step('Playwright journeys on two API processes behind haproxy');
    playwright('playwright (two API processes)', ['--grep', '@two-api-processes'], { API_PROCESSES: '2' });
  }
}

function playwright(name, args, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
  const out = join(dir, 'result.json');
  const status = run(join(root, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', '--config', 'e2e/playwright.config.ts', ...args], {
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: process.env.CI ?? '' },
  });
  try {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.stats.expected + (r.stats.flaky ?? 0);
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
    if (r.stats.unexpected || status !== 0) failures.push(name);
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const error = t.results?.at(-1)?.error?.message;
          failedTests.push(`[${name}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
    };
    for (const suite of r.suites ?? []) walk(suite, []);
  } catch {
    totals.failed += 1;
    failures.push(`${name} (no result)`);
  }
  rmSync(dir, { recursive: true, force: true });
}

if (failedTests.length) {
  console.log(`\nFailed tests (${failedTests.length}):`);
  for (const line of failedTests.slice(0, 40)) console.log(`  ${line}`);
  if (failedTests.length > 40) console.log(`  … and ${failedTests.length - 40} more`);
}
console.log(
  `\nAll tests finished in ${Math.round((Date.now() - started) / 1000)} s${failures.length ? `; failing: ${failures.join(', ')}` : ''}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
