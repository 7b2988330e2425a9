#!/usr/bin/env node
// `npm start`: install, build, and serve the whole storefront on the embedded defaults.
import { spawn } from 'node:child_process';
import { pnpm } from './pnpm.mjs';
import { must, root, stopWithParent } from './lib.mjs';

const skipBuild = process.argv.includes('--no-build');
pnpm(['install', '--frozen-lockfile']);
if (!skipBuild) {
  const t = Date.now();
  pnpm(['--filter', '@mall/api', 'run', 'build']);
  must(process.execPath, ['scripts/build-all.mjs'], { cwd: root });
  console.log(`[start] built everything in ${Math.round((Date.now() - t) / 1000)} s`);
}
// The stack in the foreground. Ctrl-C reaches it from the terminal already; a SIGTERM sent to this process alone (a
// service manager, `kill <pid>`) is passed on, so the API and the static servers stop with it instead of being left
// running without a parent — and so is the end of npm itself, which exits on a SIGTERM without passing it on.
const stack = spawn(process.execPath, ['scripts/stack.mjs', ...process.argv.slice(2).filter((a) => a !== '--no-build')], {
  cwd: root,
  stdio: 'inherit',
});
process.on('SIGTERM', () => stack.kill('SIGTERM'));
stopWithParent(stack);
process.on('SIGINT', () => {}); // the stack got it too: wait for it to stop
stack.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));
