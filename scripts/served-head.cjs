// The served head of the host's pages for the Node server of `npm start` (scripts/serve-static.mjs; docs/serving.md,
// "The served head"): the API's GET /api/seo/page/<page> (the page's head and first screen in one answer) asked with a
// short timeout and kept a minute, written into the page in place of the build's generic <title> and after its
// <div id="root">. nginx does the same with two SSI includes (deploy/nginx/).
// CommonJS, as @mall/platform's modules, so the unit tests (jest, CommonJS) and the ES-module server share this one copy.
const http = require('node:http');
const https = require('node:https');
const { DEFAULT_LOCALE, PREFIXES } = require('../shared/platform/src/locales.cjs');

/** How long a page waits for its head from the API before it is served with the generic one (ms). */
const HEAD_TIMEOUT_MS = 100;
/** How long a head's request to the API may run on after the page stopped waiting for it (its answer is kept). */
const HEAD_LOAD_MS = 5_000;
/** How long a page's head is kept (ms); an older one is still served while the API does not answer (up to HEAD_STALE_MS). */
const HEAD_TTL_MS = 60_000;
const HEAD_STALE_MS = 10 * 60_000;
/** Most heads kept (pages of every product and search: the oldest go first). */
const HEAD_ENTRIES = 5_000;

// A page's path starts with its language, except the default one's: /fr/goods_detail/1 (@mall/platform's prefixes).
const LOCALE_PREFIX = new RegExp(`^(${PREFIXES.join('|')})(?=/|\\?|$)`);

/** The language of the page's URL (its prefix; none is English) as <html lang> names it (BCP 47: Lao is `lo`). */
function htmlLang(pathname) {
  const locale = LOCALE_PREFIX.exec(pathname)?.[1].slice(1) ?? DEFAULT_LOCALE;
  return locale === 'lao' ? 'lo' : locale;
}

// Connections to the API kept open between heads: a page's first visit pays the API's answer, not a connection's
// set-up. node:http rather than `fetch` (undici): ~1 ms less a request on this machine (profiled 2026-11-29: the API's
// /health p50 2.85 ms by fetch against 0.67 by node:http with a kept connection, a kept head 1.73 against 0.60).
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/** A GET with a kept connection, answering what the head source reads of a fetch Response (ok, headers.get, text). */
function keptFetch(url, { signal } = {}) {
  return new Promise((resolve, reject) => {
    const { protocol } = new URL(url);
    const client = protocol === 'https:' ? https : http;
    const request = client.get(url, { agent: agents[protocol], signal }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          ok: response.statusCode >= 200 && response.statusCode < 300,
          status: response.statusCode,
          headers: { get: (name) => response.headers[name.toLowerCase()] ?? null },
          text: async () => Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
  });
}

/**
 * What the API's answer of a page (GET /api/seo/page/<page>: `{ head, firstScreen }`, both HTML) holds, or null when it
 * is not that answer (an error, CONTRACT_STRICT's 404, anything but that JSON).
 */
async function readParts(response) {
  if (!response.ok || !/^application\/json/.test(response.headers.get('content-type') ?? '')) return null;
  const parts = JSON.parse(await response.text());
  return parts && typeof parts.head === 'string' && typeof parts.firstScreen === 'string'
    ? { head: parts.head, firstScreen: parts.firstScreen }
    : null;
}

/**
 * `get(pathAndQuery)` answers what the server writes into that page — `{ head, firstScreen }`, both HTML, from the
 * API's GET /api/seo/page/<page> (one request a page: the head and the first screen of one reading of its data) — or
 * null when the API gives none within the timeout (the page then keeps its generic head and gets no first screen). A
 * request the page stopped waiting for runs on (up to HEAD_LOAD_MS) and its answer is kept for the next visitor.
 * Answers are kept a minute; an older one (up to ten minutes) is still served while a fresh one is asked for in the
 * background, so the API being slow or down never delays a page it has served before; loads of one page share one
 * request. An API address that is not absolute (a one-origin set-up's relative API_BASE_URL, without API_INTERNAL_URL)
 * gives nothing at all. `now` is the clock the ages are read on (the tests move it by hand).
 */
function createHeadSource(apiUrl, { timeoutMs = HEAD_TIMEOUT_MS, ttlMs = HEAD_TTL_MS, fetchImpl = keptFetch, now = Date.now } = {}) {
  if (!/^https?:\/\/./i.test(apiUrl)) return { get: async () => null };
  const base = apiUrl.replace(/\/+$/, '');
  const kept = new Map(); // page → { parts, at }
  const loading = new Map(); // page → Promise<{ head, firstScreen } | null>
  function keep(page, parts) {
    kept.delete(page);
    kept.set(page, { parts, at: now() });
    if (kept.size > HEAD_ENTRIES) kept.delete(kept.keys().next().value);
  }
  function load(page) {
    let pending = loading.get(page);
    if (!pending) {
      pending = Promise.resolve()
        .then(() => fetchImpl(`${base}/api/seo/page${page}`, { signal: AbortSignal.timeout(Math.max(timeoutMs, HEAD_LOAD_MS)) }))
        .then(readParts)
        .then((parts) => {
          if (parts) keep(page, parts);
          return parts;
        })
        .catch(() => null)
        .finally(() => loading.delete(page));
      loading.set(page, pending);
    }
    return pending;
  }
  return {
    async get(page) {
      const entry = kept.get(page);
      if (entry && now() - entry.at < ttlMs) return entry.parts;
      // Older than the minute: this page goes out with the head kept while a fresh one is asked for, for the next.
      if (entry && now() - entry.at < HEAD_STALE_MS) {
        load(page);
        return entry.parts;
      }
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs, null);
      });
      return Promise.race([load(page), late]).finally(() => clearTimeout(timer));
    },
  };
}

/** The page with its served head in place of the build's generic <title>, and <html lang> of the URL's language. */
function withHead(html, head, lang) {
  const titled = head ? html.replace(/<title>[^<]*<\/title>/, () => head.trim()) : html;
  return titled.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}

/**
 * The page with its served first screen (home, a product page) right after <div id="root"></div>: outside the
 * container React empties, over the page's place until the host hands over (docs/serving.md, "The served first
 * screen"). Nothing when the API gave none.
 */
function withFirstScreen(html, screen) {
  if (!screen || !screen.trim()) return html;
  return html.replace('<div id="root"></div>', () => `<div id="root"></div>\n${screen.trim()}`);
}

/**
 * How long a head is fresh, from MALL_HEAD_TTL as nginx's configuration reads it (deploy/nginx/mall-env.envsh: a
 * number of s, m or h): HEAD_TTL_MS when it is unset; a value of another form is refused, as nginx's start refuses it.
 */
function headTtlMs(value) {
  if (value === undefined || value === '') return HEAD_TTL_MS;
  const match = /^([0-9]+)([smh])$/.exec(value);
  if (!match) throw new Error(`MALL_HEAD_TTL must be a number of s, m or h (1m, 30s): ${value}`);
  return Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000 }[match[2]];
}

module.exports = { HEAD_TIMEOUT_MS, createHeadSource, headTtlMs, htmlLang, withFirstScreen, withHead };
