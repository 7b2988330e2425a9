#!/usr/bin/env node
// Runs the workspace's pinned pnpm, fetching it from the npm registry into .tools/ on first use.
// A fresh machine needs only Node and npm: no global pnpm, no corepack (its signature check fails here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const bin = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

export function ensurePnpm() {
  if (existsSync(bin)) return bin;
  console.log(`[setup] fetching pnpm@${PNPM_VERSION} from the npm registry into .tools/`);
  const r = spawnSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
    cwd: root,
  });
  if (r.status !== 0 || !existsSync(bin)) {
    console.error('[setup] could not install pnpm from the npm registry');
    process.exit(r.status || 1);
  }
  return bin;
}

/** Run pnpm with the given args in the repo root; exits the process on failure unless `allowFail`. */
export function pnpm(args, { allowFail = false, env = process.env } = {}) {
  const r = spawnSync(process.execPath, [ensurePnpm(), ...args], { stdio: 'inherit', cwd: root, env });
  if (r.status !== 0 && !allowFail) process.exit(r.status || 1);
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(pnpm(process.argv.slice(2), { allowFail: true }));
}
