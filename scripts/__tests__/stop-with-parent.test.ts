/**
 * @jest-environment node
 */
// `npm start` stopped by a SIGTERM to npm's own process (a service manager, `kill <pid>`): npm exits without passing
// the signal on to its script (npm/cli#6684), so scripts/start.mjs watches for its parent going away
// (lib.mjs `stopWithParent`) and stops the stack it runs. Real processes: npm, a script as start.mjs runs the stack,
// and a long-running child in the stack's place.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const lib = pathToFileURL(join(__dirname, '..', 'lib.mjs')).href;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe('npm start stopped through npm', () => {
  let dir: string;
  let npm: ChildProcess | undefined;
  let stackPid = 0;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stop-with-parent-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', private: true, scripts: { start: 'node start.mjs' } }));
    // In the stack's place: records its pid, and that it was stopped by a SIGTERM.
    writeFileSync(
      join(dir, 'stack.mjs'),
      `import { writeFileSync } from 'node:fs';
       writeFileSync('stack.pid', String(process.pid));
       process.on('SIGTERM', () => { writeFileSync('stopped', 'SIGTERM'); process.exit(0); });
       setInterval(() => {}, 1000);`,
    );
    writeFileSync(
      join(dir, 'start.mjs'),
      `import { spawn } from 'node:child_process';
       import { stopWithParent } from ${JSON.stringify(lib)};
       const stack = spawn(process.execPath, ['stack.mjs'], { stdio: 'inherit' });
       stopWithParent(stack, 100);
       stack.on('exit', () => process.exit(0));`,
    );
  });

  afterEach(() => {
    if (npm?.exitCode === null) npm.kill('SIGKILL');
    if (stackPid && alive(stackPid)) process.kill(stackPid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  test('the stack runs while npm runs, and stops by SIGTERM once npm has gone', async () => {
    npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore' });
    expect(await waitFor(() => existsSync(join(dir, 'stack.pid')), 20_000)).toBe(true);
    stackPid = Number(readFileSync(join(dir, 'stack.pid'), 'utf8'));

    // Still running a while later: the watch stops it only when its parent goes.
    await new Promise((r) => setTimeout(r, 600));
    expect(alive(stackPid)).toBe(true);
    expect(existsSync(join(dir, 'stopped'))).toBe(false);

    npm.kill('SIGTERM');
    expect(await waitFor(() => !alive(stackPid), 10_000)).toBe(true);
    expect(readFileSync(join(dir, 'stopped'), 'utf8')).toBe('SIGTERM');
  });
});
