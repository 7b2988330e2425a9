import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ports from '../scripts/ports.json';
import { DEPLOY_HOST_PORT } from './deploy/published-storefront';

// The journeys run against the assembled, built stack (scripts/stack.mjs) on a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mall-e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;

// The API trusts the storefront's origins (its default, from ports.json) and the deploy journey's own host server.
process.env.CORS_ORIGINS ??= [
  ...Object.entries(ports)
    .filter(([app]) => app !== 'api')
    .map(([, port]) => port),
  DEPLOY_HOST_PORT,
]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

export const HOST_URL = `http://localhost:${ports.host}`;
export const API_URL = `http://localhost:${ports.api}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
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
