// A private PostgreSQL server on loopback for the tests (Debian's postgresql package), started and stopped by scripts.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, isRoot } from './lib.mjs';

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

export function ensurePostgresInstalled() {
  if (!binDir()) aptInstall(['postgresql']);
  const dir = binDir();
  if (!dir) throw new Error('PostgreSQL was not found after installing it');
  return dir;
}

/** initdb + pg_ctl start as the postgres user (PostgreSQL refuses to run as root). Returns the URL and a stop function. */
export function startPostgres(port = 54329) {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'mall-pg-'));
  const data = join(dir, 'data');
  chmodSync(dir, 0o777);
  const asPg = (cmd, args) => {
    const full = [join(bin, cmd), ...args];
    const r = isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...full], { encoding: 'utf8' })
      : spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  asPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** `pg_ctl restart -m fast`: every connection is cut, and it returns once the server accepts connections again. */
    restart() {
      // With its log file, as at start: the server must not hold this call's output pipes open.
      asPg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-m', 'fast', '-w', 'restart']);
    },
    stop() {
      try {
        asPg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
