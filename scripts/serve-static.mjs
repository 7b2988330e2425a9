#!/usr/bin/env node
// Serves one app's production build: `node scripts/serve-static.mjs <app-dir> [--port N] [--spa]`.
// - <app-dir> is the app folder (its dist/ is served) or a dist folder; default: the current folder.
// - The port comes from --port, else <APP>_PORT, else scripts/ports.json. A taken port is fatal (exit 1):
//   a storefront whose remote silently moved to another port is worse than one that does not start.
// - /runtime-config.json is written from the environment at start (docs/architecture.md), so a deploy
//   changes remote URLs without a rebuild.
// - Cache: remoteEntry.js, mf-manifest.json, *.html and runtime-config.json are no-cache; content-hashed
//   files are immutable. Remotes answer with CORS `*` (the host page loads them cross-origin).
// - --spa: unknown paths that are not files answer index.html (the host's client-side routes).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ports = JSON.parse(readFileSync(join(root, 'scripts', 'ports.json'), 'utf8'));

const REMOTE_ENV = {
  catalog: ['REMOTE_CATALOG_URL', 'catalog'],
  merchantStreet: ['REMOTE_MERCHANT_STREET_URL', 'merchant-street'],
  checkout: ['REMOTE_CHECKOUT_URL', 'checkout'],
  orderCenter: ['REMOTE_ORDER_CENTER_URL', 'order-center'],
  merchantSettlement: ['REMOTE_MERCHANT_SETTLEMENT_URL', 'merchant-settlement'],
};

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest(-stats)?\.json|mf-stats\.json|runtime-config\.json|[^/]*\.html)$/;
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

function fail(message) {
  console.error(`[serve-static] ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const args = { dir: undefined, port: undefined, spa: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--spa') args.spa = true;
    else if (arg === '--port') args.port = argv[(i += 1)];
    else if (arg.startsWith('--port=')) args.port = arg.slice('--port='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/serve-static.mjs <app-dir> [--port N] [--spa]');
      process.exit(0);
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else if (args.dir === undefined) args.dir = arg;
    else fail(`unexpected argument ${arg}`);
  }
  return args;
}

function envPortName(app) {
  return `${app.replace(/-/g, '_').toUpperCase()}_PORT`;
}

function portFor(app, explicit) {
  const raw = explicit ?? process.env[envPortName(app)] ?? ports[app];
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    fail(`no valid port for "${app}" (use --port N or ${envPortName(app)}; got ${raw})`);
  }
  return port;
}

/** The runtime config every front-end app serves, from the environment (defaults: localhost + ports.json). */
export function runtimeConfigFromEnv(env = process.env) {
  const local = (app) => `http://localhost:${env[envPortName(app)] || ports[app]}`;
  const remotes = {};
  for (const [name, [variable, app]] of Object.entries(REMOTE_ENV)) {
    remotes[name] = env[variable] || `${local(app)}/mf-manifest.json`;
  }
  return { apiBaseUrl: env.API_BASE_URL || local('api'), remotes };
}

function resolveDist(dirArg) {
  const dir = resolve(process.cwd(), dirArg ?? '.');
  const dist = existsSync(join(dir, 'dist')) ? join(dir, 'dist') : dir;
  if (!existsSync(join(dist, 'index.html')) && !existsSync(join(dist, 'remoteEntry.js'))) {
    fail(`${dist} holds no build (no index.html or remoteEntry.js): build the app first`);
  }
  const app = basename(dist === dir ? dirname(dir) : dir);
  return { dist, app: app in ports ? app : basename(dir) };
}

function cacheControl(relPath) {
  if (NO_CACHE.test(relPath)) return 'no-cache';
  if (HASHED.test(relPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const { dist, app } = resolveDist(args.dir);
  const isRemote = app !== 'host';
  const port = portFor(app, args.port);

  const config = runtimeConfigFromEnv();
  writeFileSync(join(dist, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);

  const gzipCache = new Map();
  function body(file, stat, acceptsGzip) {
    const ext = extname(file);
    if (!acceptsGzip || !COMPRESSIBLE.has(ext) || stat.size < 1024) return { data: readFileSync(file) };
    const key = `${file}:${stat.mtimeMs}`;
    let data = gzipCache.get(key);
    if (!data) {
      data = gzipSync(readFileSync(file));
      gzipCache.set(key, data);
    }
    return { data, encoding: 'gzip' };
  }

  function find(pathname) {
    const rel = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const file = join(dist, rel);
    if (file !== dist && !file.startsWith(dist + sep)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return { file, rel };
    const index = join(file, 'index.html');
    if (existsSync(index)) return { file: index, rel: join(rel, 'index.html') };
    return undefined;
  }

  const server = createServer((req, res) => {
    if (isRemote) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let pathname;
    try {
      pathname = new URL(req.url, 'http://localhost').pathname;
      decodeURIComponent(pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let found = find(pathname);
    const looksLikeFile = extname(pathname) !== '';
    if (!found && args.spa && !looksLikeFile) found = find('/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('not found');
      return;
    }
    const stat = statSync(found.file);
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const { data, encoding } = body(found.file, stat, acceptsGzip);
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(found.file)] || 'application/octet-stream',
      'Content-Length': data.length,
      'Cache-Control': cacheControl(found.rel.split(sep).join('/')),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  });

  server.on('error', (error) => {
    if (error.code === 'EADDRINUSE') fail(`port ${port} is already in use: stop whatever holds it (${app} needs it)`);
    if (error.code === 'EACCES') fail(`no permission to listen on port ${port}`);
    fail(error.message);
  });
  server.listen(port, () => {
    console.log(`[serve-static] ${app}: http://localhost:${port} serving ${dist}${args.spa ? ' (spa)' : ''}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
