import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTS as ports } from '@mall/platform/ports';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.cjs';
import { API_URL, HOST_URL } from './fixtures/api';
import { DEPLOY_HOST_PORT } from './deploy/published-storefront';

// The journeys run against the assembled, built stack (scripts/stack.mjs) on a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mall-e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;
// Where journeys in parallel workers take turns over the few counts they share (tasks/in-turn.ts); the workers
// inherit it from the runner.
process.env.E2E_TURNS_DIR ??= mkdtempSync(join(tmpdir(), 'mall-e2e-turns-'));

// The stack's API hashes passwords at scrypt's cheapest accepted cost (~25 ms a sign-in, not ~0.8 s): as in
// `npm test`, which sets the same (config.ts, PASSWORD_HASH_COST).
process.env.PASSWORD_HASH_COST ??= '10';

// The API trusts the storefront's origins (its default, from @mall/platform's ports) and the deploy journey's own host server.
process.env.CORS_ORIGINS ??= [
  ...Object.entries(ports)
    .filter(([app]) => app !== 'api')
    .map(([, port]) => port),
  DEPLOY_HOST_PORT,
]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

export default defineConfig({
  // Two workers (the machine's two cores): each journey that changes an account has a shopper of its own (the
  // `shopper` fixture), the demo shopper is only read, and the few shared counts are taken in turn.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    // The demo shopper signs in once through the login dialog; the journeys that read the demo's account start from
    // that state (Playwright's setup project: it runs first, whatever the filter).
    { name: 'setup', testDir: './setup', testMatch: /.*\.setup\.ts/ },
    { name: 'journeys', testDir: './tests', dependencies: ['setup'] },
  ],
  webServer: {
    command: `node scripts/stack.mjs --data-dir ${dataDir}`,
    cwd: '..',
    // The API is the slowest to answer (it migrates and seeds a fresh database); the static servers start at once.
    url: `${API_URL}/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // SIGTERM first, so the stack stops what it started: with --api-processes N the balancer's private PostgreSQL and
    // Redis (the default SIGKILL left a PostgreSQL server running after every run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
