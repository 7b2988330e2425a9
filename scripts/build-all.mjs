#!/usr/bin/env node
// Builds the host and the five remotes one after another in production mode and prints each build's time.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = [
  'remotes/catalog',
  'remotes/merchant-street',
  'remotes/checkout',
  'remotes/order-center',
  'remotes/merchant-settlement',
  'host',
];

const times = [];
for (const app of APPS) {
  const cwd = join(root, app);
  const cli = join(cwd, 'node_modules', '@mall', 'build-config', 'webpack-cli.cjs');
  console.log(`\n[build-all] ${app}`);
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], { cwd, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.push([app, seconds]);
  console.log(`[build-all] ${app} built in ${seconds.toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`[build-all] ${app} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

console.log('\n[build-all] build times');
for (const [app, seconds] of times) console.log(`  ${app.padEnd(30)} ${seconds.toFixed(1)} s`);
console.log(`  ${'total'.padEnd(30)} ${times.reduce((sum, [, s]) => sum + s, 0).toFixed(1)} s`);
