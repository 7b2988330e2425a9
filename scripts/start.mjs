#!/usr/bin/env node
// `npm start`: install, build, and serve the whole storefront on the embedded defaults.
import { pnpm } from './pnpm.mjs';
import { must, root } from './lib.mjs';

const skipBuild = process.argv.includes('--no-build');
pnpm(['install', '--frozen-lockfile']);
if (!skipBuild) {
  const t = Date.now();
  pnpm(['--filter', '@mall/api', 'run', 'build']);
  must(process.execPath, ['scripts/build-all.mjs'], { cwd: root });
  console.log(`[start] built everything in ${Math.round((Date.now() - t) / 1000)} s`);
}
must(process.execPath, ['scripts/stack.mjs', ...process.argv.slice(2).filter((a) => a !== '--no-build')], { cwd: root });
