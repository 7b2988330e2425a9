#!/usr/bin/env node
// Publishes one remote's production build into a versioned folder, the layout a remote team deploys to a static
// origin or CDN (docs/deploying-a-remote.md): <out>/<remote>/<version>/ holding mf-manifest.json, remoteEntry.js
// and the chunks. A published version is never written over (a shopper's open tab still loads its chunks), so an
// existing folder is refused.
//
//   node scripts/publish-remote.mjs <remote> --out <dir>                 copies remotes/<remote>/dist (built before)
//   node scripts/publish-remote.mjs <remote> --out <dir> --build [--version X] [--skew JSON]
//                                                                        builds straight into the versioned folder
//
// --version: the build's version (MF_BUILD_VERSION: the manifest's buildVersion and the pages' data-remote-version);
//   default the remote's package.json version (copy: the version its manifest records).
// --skew: a remote ahead of (or behind) the host on shared singletons, as if its package.json and node_modules said
//   so: {"react-intl":{"declared":"^12.99.0","installed":"12.99.0"}} (the deploy journey's skewed builds).
// Prints the manifest URL path to put into the host's REMOTE_<NAME>_URL.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { REMOTES, root } from './lib.mjs';

function fail(message) {
  console.error(`[publish-remote] ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const args = { remote: undefined, out: undefined, build: false, version: undefined, skew: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--build') args.build = true;
    else if (arg === '--out') args.out = argv[(i += 1)];
    else if (arg === '--version') args.version = argv[(i += 1)];
    else if (arg === '--skew') args.skew = JSON.parse(argv[(i += 1)]);
    else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else args.remote = arg;
  }
  return args;
}

/** Builds `remote` with its own production configuration into `outDir` (webpack's Node API, in this process). */
export async function buildRemote(remoteDir, outDir, { version, skew } = {}) {
  const require = createRequire(join(remoteDir, 'package.json'));
  const webpack = require(require.resolve('webpack', { paths: [require.resolve('@mall/build-config/package.json')] }));
  if (version) process.env.MF_BUILD_VERSION = version;
  const configs = require(join(remoteDir, 'webpack.config.js'))({ variant: { outDir, skew } }, { mode: 'production' });
  await new Promise((done, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else done();
      });
    });
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const remote = REMOTES.find((r) => r.dir === `remotes/${args.remote}` || r.name === args.remote);
  if (!remote) fail(`usage: publish-remote.mjs <${REMOTES.map((r) => r.app).join('|')}> --out <dir> [--build] [--version X]`);
  if (!args.out) fail('--out <dir> is required');
  const remoteDir = join(root, remote.dir);
  const folder = remote.dir.split('/')[1];
  const dist = join(remoteDir, 'dist');
  const manifestOf = (dir) => JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const distVersion = existsSync(join(dist, 'mf-manifest.json')) ? manifestOf(dist).metaData.buildInfo.buildVersion : undefined;
  if (!args.build && !distVersion) fail(`${dist} holds no build: build the remote first, or pass --build`);
  if (!args.build && args.version && args.version !== distVersion)
    fail(`${dist} is version ${distVersion}, not ${args.version}: pass --build`);
  const version = args.version ?? (args.build ? JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8')).version : distVersion);
  const target = resolve(args.out, folder, version);
  if (existsSync(target)) fail(`${target} exists: a published version is never written over (publish another version)`);

  const started = Date.now();
  if (args.build) await buildRemote(remoteDir, target, { version, skew: args.skew });
  else cpSync(dist, target, { recursive: true });
  const built = manifestOf(target).metaData.buildInfo.buildVersion;
  if (built !== version) fail(`${target}/mf-manifest.json says version ${built}, expected ${version}`);
  console.log(`[publish-remote] ${folder} ${version} → ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`[publish-remote] ${remote.env}=<origin>/${folder}/${version}/mf-manifest.json`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => fail(error.stack ?? String(error)));
}
