#!/usr/bin/env node
// Serves one app's production build: `node scripts/serve-static.mjs <app-dir> [--port N] [--spa]`.
// - <app-dir> is the app folder (its dist/ is served) or a dist folder; default: the current folder.
// - The port comes from --port, else <APP>_PORT, else @mall/platform's ports. A taken port is fatal (exit 1):
//   a storefront whose remote silently moved to another port is worse than one that does not start.
// - /runtime-config.json is written from the environment at start (docs/architecture.md), so a deploy
//   changes remote URLs without a rebuild.
// - The host's index.html gets that configuration written into it (no extra round trip before the remotes can
//   be asked for), with `preconnect` to the API and to the current route's remote and `preload` of that
//   remote's manifest, remoteEntry.js and the page's chunks (the route table is the host's
//   dist/route-table.json; the remote's files come from its manifest and page-chunks.json, read here and kept
//   for a minute). A page's largest picture (the product's main picture, home's first banner) is preloaded by the
//   served head below, which nginx writes too.
// - Cache: remoteEntry.js, mf-manifest.json, *.html and runtime-config.json are no-cache; content-hashed
//   files are immutable. Remotes answer with CORS `*` (the host page loads them cross-origin).
// - The host's page also carries the head of the page its path names (title, description, canonical, alternates, Open
//   Graph, JSON-LD, the preload of its largest picture), from the API at API_INTERNAL_URL (default API_BASE_URL): asked
//   with a timeout of HEAD_TIMEOUT_MS and kept a minute (MALL_HEAD_TTL: 30s, 1m…); without an answer in time the page
//   keeps its generic title.
// - Security headers (Content-Security-Policy from the runtime configuration, Referrer-Policy, nosniff) and the
//   cache rules come from scripts/static-headers.mjs, which nginx's configuration (deploy/nginx/) mirrors.
// - Compression: the build's precompressed x.br / x.gz siblings (brotli preferred), else gzip made here once.
// - --spa: unknown paths that are not files answer index.html (the host's client-side routes).
// - Home's and a product page's first screen (their largest picture, a product's name and price) after
//   <div id="root">: one request a page, GET /api/seo/page/<path>, answers both (what nginx's two includes ask for apart
//   at /api/seo/head/<path> and /api/seo/first-screen/<path>).
// - --no-head: no served head nor first screen (the build's generic title on every page), to measure what the head costs.
// - <app-dir> may also be a folder of published remote versions (<remote>/<version>/remoteEntry.js, written by
//   scripts/publish-remote.mjs; docs/deploying-a-remote.md): served like a remote, with --port.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { runtimeConfigFromEnv } from '../shared/platform/src/runtime-config.cjs';
import { PREFIXES, localeFromAcceptLanguage, localeFromCookie } from '../shared/platform/src/locales.cjs';
import { PORTS as ports, envPortName } from '../shared/platform/src/ports.cjs';
import { matchRoute } from '../shared/routes/src/match-path.mjs';
import { cacheControl, runtimeConfigBlock, securityHeaders } from './static-headers.mjs';
import { createHeadSource, headTtlMs, htmlLang, withFirstScreen, withHead } from './served-head.cjs';

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
  '.webmanifest': 'application/manifest+json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

function fail(message) {
  console.error(`[serve-static] ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const args = { dir: undefined, port: undefined, spa: false, head: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--spa') args.spa = true;
    else if (arg === '--no-head') args.head = false;
    else if (arg === '--port') args.port = argv[(i += 1)];
    else if (arg.startsWith('--port=')) args.port = arg.slice('--port='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/serve-static.mjs <app-dir> [--port N] [--spa] [--no-head]');
      process.exit(0);
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else if (args.dir === undefined) args.dir = arg;
    else fail(`unexpected argument ${arg}`);
  }
  return args;
}

function portFor(app, explicit) {
  const raw = explicit ?? process.env[envPortName(app)] ?? ports[app];
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    fail(`no valid port for "${app}" (use --port N or ${envPortName(app)}; got ${raw})`);
  }
  return port;
}

// The runtime config (@mall/platform/runtime-config), exported for the tests.
export { runtimeConfigFromEnv };

/** A folder of published remote versions: <remote>/<version>/remoteEntry.js. */
function holdsPublishedVersions(dir) {
  const folders = (path) =>
    (existsSync(path) ? readdirSync(path, { withFileTypes: true }) : []).filter((e) => e.isDirectory()).map((e) => join(path, e.name));
  return folders(dir).some((remote) => folders(remote).some((version) => existsSync(join(version, 'remoteEntry.js'))));
}

function resolveDist(dirArg) {
  const dir = resolve(process.cwd(), dirArg ?? '.');
  const dist = existsSync(join(dir, 'dist')) ? join(dir, 'dist') : dir;
  if (!existsSync(join(dist, 'index.html')) && !existsSync(join(dist, 'remoteEntry.js')) && !holdsPublishedVersions(dist)) {
    fail(`${dist} holds no build (no index.html or remoteEntry.js, no <remote>/<version>/remoteEntry.js): build the app first`);
  }
  const app = basename(dist === dir ? dirname(dir) : dir);
  return { dist, app: app in ports ? app : basename(dir) };
}

// A page's path starts with its language, except the default one's: /fr/goods_detail/1 (shared/i18n's locale-path).
const LOCALE_PREFIX = new RegExp(`^(${PREFIXES.join('|')})(?=/|$)`);

/** The route table entry ({remote, page}) `pathname` shows, from the host's route table (`:param`, trailing `*`). */
export function routeForPath(routes, pathname) {
  // The route table's matcher, the one the host's route page preload uses (shared/routes/src/match-path.mjs).
  const found = matchRoute(routes, pathname.replace(LOCALE_PREFIX, '') || '/');
  if (!found) return undefined;
  const { route, params } = found;
  // A route's API reads with its params filled in (only digits and word characters: nothing else is preloaded).
  const reads = (route.data ?? [])
    .map((template) => template.replace(/:(\w+)/g, (_, name) => (/^[\w-]+$/.test(params[name] ?? '') ? params[name] : '\0')))
    .filter((url) => !url.includes('\0'));
  return { remote: route.remote, page: route.page, data: reads };
}

/** The page's language as the host decides it: the path's prefix, else the `locale` cookie, else English. */
export function pageLocale(pathname, cookieHeader = '') {
  const prefixed = LOCALE_PREFIX.exec(pathname)?.[1];
  if (prefixed) return prefixed.slice(1);
  return localeFromCookie(cookieHeader);
}

/**
 * The language the API answers a request in, from its Accept-Language: the API's own rule (@mall/platform/locales).
 */
export const apiLocale = (header = '') => localeFromAcceptLanguage(header);

/** The path prefixes of robots.txt's `Disallow:` lines (the build writes them from the route table's noindex pages). */
export function disallowedPrefixes(robots) {
  return [...robots.matchAll(/^Disallow:[ \t]*(\S+)/gm)].map((match) => match[1]);
}

// What the shell itself reads first on every page (header logo, currency, footer): GET /api/pc/home/index.
const SHELL_DATA = ['/api/pc/home/index'];

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What the host's page needs before its code runs: the configuration, connections and the route's files. */
export function headHints(config, remote, remoteFiles, apiReads = []) {
  const tags = [runtimeConfigBlock(config)];
  const origin = (url) => new URL(url).origin;
  tags.push(`<link rel="preconnect" href="${escapeAttr(origin(config.apiBaseUrl))}" crossorigin>`);
  // The API answers the page starts with, fetched while its code loads (the API client's request then takes
  // the preloaded answer: same URL, CORS mode, no credentials, only safelisted headers when signed out).
  for (const read of apiReads) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeAttr(new URL(read, config.apiBaseUrl).href)}" crossorigin>`);
  }
  const manifest = remote && config.remotes[remote];
  if (manifest) {
    // The manifest is fetched in CORS mode, the scripts without: each kind of connection is opened ahead.
    tags.push(`<link rel="preconnect" href="${escapeAttr(origin(manifest))}" crossorigin>`);
    tags.push(`<link rel="preconnect" href="${escapeAttr(origin(manifest))}">`);
    tags.push(`<link rel="preload" as="fetch" href="${escapeAttr(manifest)}" crossorigin>`);
    for (const file of remoteFiles ?? []) tags.push(`<link rel="preload" as="script" href="${escapeAttr(file)}">`);
  }
  return tags.join('\n    ');
}

/**
 * What to preload of the remote whose manifest is at `manifestUrl`: remoteEntry.js, the './pages' module's
 * chunks and, per page id, that page's own chunks (the remote's page-chunks.json, when it has one).
 */
export function filesFromManifest(manifest, manifestUrl, pageChunks = {}) {
  const meta = manifest.metaData ?? {};
  const publicPath = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', manifestUrl).href;
  const base = new URL(publicPath, manifestUrl);
  const url = (f) => new URL(f, base).href;
  const entry = meta.remoteEntry ? [`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`] : [];
  const pages = (manifest.exposes ?? []).filter((e) => e.path === './pages').flatMap((e) => e.assets?.js?.sync ?? []);
  const byPage = Object.fromEntries(
    Object.entries(pageChunks ?? {})
      .filter(([, files]) => Array.isArray(files))
      .map(([id, files]) => [id, files.map(url)]),
  );
  return { common: [...entry, ...pages].map(url), byPage };
}

async function readRemoteFiles(manifestUrl) {
  const json = (url) =>
    fetch(url, { signal: AbortSignal.timeout(3000) }).then((r) =>
      r.ok ? r.json() : Promise.reject(new Error(`${url}: HTTP ${r.status}`)),
    );
  const [manifest, pageChunks] = await Promise.all([
    json(manifestUrl),
    json(new URL('page-chunks.json', manifestUrl).href).catch(() => ({})),
  ]);
  return filesFromManifest(manifest, manifestUrl, pageChunks);
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const { dist, app } = resolveDist(args.dir);
  const isRemote = app !== 'host';
  const port = portFor(app, args.port);

  const config = runtimeConfigFromEnv();
  writeFileSync(join(dist, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);

  // robots.txt (the host's, written by the build) with the API's address (the sitemaps'); its private prefixes are also the
  // pages answered with X-Robots-Tag: noindex (nginx: the same prefixes in mall-static.conf, checked by the serving suite).
  const robotsFile = join(dist, 'robots.txt');
  const robots =
    !isRemote && existsSync(robotsFile)
      ? readFileSync(robotsFile, 'utf8').replaceAll('__API_BASE_URL__', config.apiBaseUrl.replace(/\/+$/, ''))
      : null;
  const noindexPrefixes = robots ? disallowedPrefixes(robots) : [];

  const gzipCache = new Map();
  /** The file as the client accepts it: the build's .br/.gz sibling when it is as new as the file. */
  function body(file, stat, accepts) {
    const ext = extname(file);
    if (!COMPRESSIBLE.has(ext) || stat.size < 1024) return { data: readFileSync(file) };
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (!accepts.has(encoding)) continue;
      const sibling = `${file}${suffix}`;
      if (existsSync(sibling) && statSync(sibling).mtimeMs >= stat.mtimeMs) return { data: readFileSync(sibling), encoding };
    }
    if (!accepts.has('gzip')) return { data: readFileSync(file) };
    const key = `${file}:${stat.mtimeMs}`;
    let data = gzipCache.get(key);
    if (!data) {
      data = gzipSync(readFileSync(file));
      gzipCache.set(key, data);
    }
    return { data, encoding: 'gzip' };
  }

  // The host's page, with the configuration and the route's hints in its head (see headHints).
  const routesFile = join(dist, 'route-table.json');
  // A host built as one bundle (MALL_SINGLE_BUNDLE, no mf-manifest.json) loads no remote: no remote hints.
  const federated = existsSync(join(dist, 'mf-manifest.json'));
  const routes = !isRemote && existsSync(routesFile) ? JSON.parse(readFileSync(routesFile, 'utf8')) : [];
  const manifests = new Map(); // remote → { files, at }
  function remoteFiles(remote) {
    const url = config.remotes[remote];
    const known = manifests.get(remote);
    if (!known || Date.now() - known.at > 60_000) {
      manifests.set(remote, { files: known?.files, at: Date.now() });
      readRemoteFiles(url)
        .then((files) => manifests.set(remote, { files, at: Date.now() }))
        .catch(() => manifests.set(remote, { files: undefined, at: Date.now() - 50_000 }));
    }
    return known?.files;
  }
  // --no-head: the build's generic head on every page (what the served head costs is measured against it: bench:head).
  // The head and the first screen of home and product pages come in one answer of the API (GET /api/seo/page/<page>),
  // fresh a minute (MALL_HEAD_TTL, as nginx's), then served while a fresh one is asked for.
  const pageParts = args.head
    ? createHeadSource(process.env.API_INTERNAL_URL || config.apiBaseUrl, { ttlMs: headTtlMs(process.env.MALL_HEAD_TTL) })
    : { get: async () => null };
  // The host's page as built, read once (again when the build rewrites it), not on every request.
  let template = { key: '', html: '' };
  const pageTemplate = (file, stat) => {
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    if (template.key !== key) template = { key, html: readFileSync(file, 'utf8') };
    return template.html;
  };
  const pageCache = new Map();
  // `asked`: the page's head and first screen already asked of the API (the request handler asks first thing), or null.
  async function hostPage(file, stat, pathname, search, accepts, signedIn, sameLanguage, asked) {
    const pending = asked ?? pageParts.get(`${pathname}${search}`);
    const route = routeForPath(routes, pathname);
    const remote = federated && route && route.remote !== 'host' ? route.remote : undefined;
    const known = remote && remoteFiles(remote);
    const files = known ? [...new Set([...known.common, ...(known.byPage[route.page] ?? [])])] : [];
    // A signed-in shopper's reads carry the token (and may answer differently): not preloaded. Nor are they when the
    // browser's own Accept-Language (which a preload sends) picks another language than the page's: the catalogue
    // answers in the request's language, and the storefront would take the preloaded answer in the wrong one.
    const reads = signedIn || !sameLanguage ? [] : [...SHELL_DATA, ...(route?.data ?? [])];
    const hints = headHints(config, remote, files, reads);
    const parts = await pending;
    const html = withFirstScreen(withHead(pageTemplate(file, stat), parts?.head, htmlLang(pathname)), parts?.firstScreen).replace(
      '</head>',
      `  ${hints}\n  </head>`,
    );
    const encoding = accepts.has('br') ? 'br' : accepts.has('gzip') ? 'gzip' : undefined;
    const key = `${html}:${encoding}`;
    let data = pageCache.get(key);
    if (!data) {
      const raw = Buffer.from(html);
      // Each page has its own head: brotli at quality 5 (~0.5 ms for the page; 11, the default, took ~5 ms for a few
      // bytes less), as a server compressing per request does.
      data =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? gzipSync(raw)
            : raw;
      if (pageCache.size > 200) pageCache.clear();
      pageCache.set(key, data);
    }
    return { data, encoding };
  }
  if (!isRemote && federated) for (const remote of Object.keys(config.remotes)) setTimeout(() => remoteFiles(remote), 1000).unref();

  function find(pathname) {
    const rel = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const file = join(dist, rel);
    if (file !== dist && !file.startsWith(dist + sep)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return { file, rel };
    const index = join(file, 'index.html');
    if (existsSync(index)) return { file: index, rel: join(rel, 'index.html') };
    return undefined;
  }

  const security = securityHeaders(config);
  const server = createServer(async (req, res) => {
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
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
    let search;
    try {
      ({ pathname, search } = new URL(req.url, 'http://localhost'));
      decodeURIComponent(pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    const looksLikeFile = extname(pathname) !== '';
    // Under --spa every path without an extension is the host's page: its head is asked of the API before anything
    // else, so the API reads it while this server finds the file and writes the page's hints (bench:head).
    const asked = !isRemote && args.spa && !looksLikeFile ? pageParts.get(`${pathname}${search}`) : null;
    let found = find(pathname);
    if (!found && args.spa && !looksLikeFile) found = find('/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('not found');
      return;
    }
    const stat = statSync(found.file);
    const accepts = new Set((req.headers['accept-encoding'] || '').split(',').map((e) => e.trim().split(';')[0]));
    const isPage = !isRemote && extname(found.file) === '.html';
    const signedIn = /(?:^|;\s*)auth\.strategy=/.test(req.headers.cookie || '');
    const locale = pageLocale(pathname, req.headers.cookie || '');
    const sameLanguage = locale === apiLocale(req.headers['accept-language'] || '');
    const { data, encoding } = isPage
      ? await hostPage(found.file, stat, pathname, search, accepts, signedIn, sameLanguage, asked)
      : robots !== null && found.rel === 'robots.txt'
        ? { data: Buffer.from(robots) }
        : body(found.file, stat, accepts);
    // Revalidation of the no-cache files (entries, manifests, pages) costs a 304 instead of the body.
    const etag = `"${createHash('sha1').update(data).digest('base64url').slice(0, 20)}"`;
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(found.file)] || 'application/octet-stream',
      'Cache-Control': cacheControl(found.rel.split(sep).join('/')),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (isPage && noindexPrefixes.some((prefix) => pathname.startsWith(prefix))) headers['X-Robots-Tag'] = 'noindex';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['Content-Length'] = data.length;
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
