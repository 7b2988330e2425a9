// The fuzz suite: malformed requests derived from the API's own OpenAPI document, for every operation, and the checks
// every answer must pass. Deterministic: one seed (printed) gives the same requests in the same order, so a failure
// reproduces with `npm run fuzz -- --seed N`. Used by `npm run fuzz` (api/fuzz/cli.ts, against a running API) and by
// a shorter run inside `npm test` (api/test/routes/api/fuzz.test.ts).
import prand from 'pure-rand';
import { translate } from '../src/i18n/messages';
import { LOCALES } from '../src/i18n/locale';
import { fetchDocument, isNumeric, operations, pathOf, queryOf, sample, type Operation, type Parameter, type Schema } from './openapi';

export const CATEGORIES = [
  'wrong types',
  'huge strings',
  'numbers',
  'meta-characters',
  'bad JSON',
  'content types',
  'oversize bodies',
  'headers',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Probe {
  category: Category;
  operation: string;
  /** What was changed, for the report. */
  what: string;
  method: string;
  path: string;
  /** A raw body and its content type (null: no Content-Type header). */
  body?: { text: string | Uint8Array; type: string | null };
  headers?: Record<string, string>;
  /** Send without the shopper's token (signing out would end the run's session). */
  anonymous?: boolean;
}

/** A small seeded generator (pure-rand's xoroshiro128+). */
export class Rng {
  private g: prand.RandomGenerator;
  constructor(seed: number) {
    this.g = prand.xoroshiro128plus(seed);
  }
  int(from: number, to: number): number {
    return prand.unsafeUniformIntDistribution(from, to, this.g);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(0, xs.length - 1)];
  }
  /** `n` distinct items of `xs`, in a seeded order. */
  some<T>(xs: readonly T[], n: number): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a.slice(0, n);
  }
}

// Raw JSON number texts (1e309 parses to Infinity) and strings that coercion turns into numbers.
const NUMBERS_RAW = [
  '1e309',
  '-1e309',
  '99999999999999999999',
  '-99999999999999999999',
  '1.5',
  '-1',
  '0',
  '-0',
  '2147483648',
  '9007199254740993',
  '1e-400',
];
const NUMBERS_TEXT = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '99999999999999999999',
  '-9223372036854775809',
  '0x10',
  '1e2',
  '-1',
  '0',
  '1.5',
  ' 1',
  '１',
];
const META = [
  "' OR '1'='1",
  "'; DROP TABLE app_user; --",
  "%' AND 1=1 --",
  '\\',
  '"',
  "1' UNION SELECT NULL--",
  '$1',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '/',
  '//',
  '?',
  '#',
  '%',
  '%00',
  '%ZZ',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '\ud800',
  '\u202e',
  '*',
  '[]',
  '{"$gt":""}',
];
// Wrong types for a JSON field: a value of each type the schema does not allow is chosen from these.
const TYPED: Array<[string, unknown]> = [
  ['string', 'text'],
  ['number', 123],
  ['boolean', true],
  ['null', null],
  ['array', [1, 'a']],
  ['object', { a: 1 }],
];
const BAD_JSON = [
  '{"a":',
  "{'a':1}",
  '[1,2',
  'null',
  '"text"',
  '12',
  'true',
  '[]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(10000) + ']'.repeat(10000),
  '\uFEFF{}',
  '{"a":1,"a":2}',
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e99999}',
];
const CONTENT_TYPES: Array<string | null> = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json, text/plain',
  ';;;',
  null,
];
// The characters of a huge string: plain, accented, CJK, emoji, right-to-left, zero-width and control characters.
const CHARS = ['a', 'Z', '0', ' ', 'é', '中', '😀', 'ا', '\u200b', '\t', '\n', "'", '"', '\\', '<', '&'];

const JSON_TYPE = 'application/json';
const typeOf = (s: Schema): string[] =>
  (s.anyOf ? s.anyOf.flatMap(typeOf) : Array.isArray(s.type) ? s.type : [s.type ?? 'string']).map((t) => (t === 'integer' ? 'number' : t));
const isStringy = (s: Schema) => !isNumeric(s) && s.type !== 'boolean' && s.type !== 'array' && s.type !== 'object';

// A lone surrogate has no UTF-8 form, so it cannot be put in a URL (it goes in bodies only).
const encodable = (s: string) => {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

function hugeString(rng: Rng, n: number): string {
  const run = Array.from({ length: 64 }, () => rng.pick(CHARS)).join('');
  // Cut at a whole character (an emoji is two UTF-16 units), so that the string stays well formed.
  return Array.from(run.repeat(Math.ceil(n / run.length)))
    .slice(0, n)
    .join('');
}

/** Every malformed request for the operations, in a seeded order of values; `perField`: values tried per field. */
export function generate(ops: Operation[], seed: number, perField = 2): Probe[] {
  const rng = new Rng(seed);
  const out: Probe[] = [];
  for (const op of ops) {
    const name = `${op.method} ${op.template}`;
    const anonymous = op.template === '/api/front/login/logout';
    const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
    const base = op.json ? (sample(op.json) as Record<string, unknown>) : {};
    const validPath = pathOf(op) + queryOf(op);
    const add = (category: Category, what: string, p: Partial<Probe>) =>
      out.push({ category, operation: name, what, method: op.method, path: validPath, anonymous, ...p });
    const jsonBody = (text: string) => ({ text, type: JSON_TYPE });
    // The body with one field's value replaced by a raw JSON text.
    const withField = (field: string, raw: string) => {
      const marker = '"\u0001fuzz\u0001"';
      return jsonBody(JSON.stringify({ ...base, [field]: '\u0001fuzz\u0001' }).replace(marker, raw));
    };
    const onParam = (p: Parameter, values: string[], category: Category) => {
      for (const v of values)
        add(category, `${p.in} ${p.name}=${JSON.stringify(v).slice(0, 40)}`, { path: pathOf(op, p, v) + queryOf(op, p, v) });
    };

    for (const p of op.params.filter((x) => x.in === 'path' || x.in === 'query')) {
      if (isNumeric(p.schema)) {
        onParam(p, rng.some(NUMBERS_TEXT, perField + 1), 'numbers');
        onParam(p, rng.some(['abc', 'true', '[]', '{}', '1,2', ''], perField), 'wrong types');
      } else if (p.schema.type === 'boolean') {
        onParam(p, rng.some(['maybe', '2', '[]', ''], perField), 'wrong types');
      } else {
        onParam(p, [hugeString(rng, p.in === 'path' ? 2_000 : 4_000)], 'huge strings');
      }
      onParam(p, rng.some(META.filter(encodable), perField + 1), 'meta-characters');
    }

    if (hasBody && op.json) {
      const props = Object.entries(op.json.properties ?? {});
      for (const [field, prop] of props) {
        const allowed = typeOf(prop);
        const wrong = TYPED.filter(([t]) => !allowed.includes(t));
        for (const [t, v] of rng.some(wrong, perField))
          add('wrong types', `body ${field} as ${t}`, { body: withField(field, JSON.stringify(v)) });
        if (isNumeric(prop)) {
          for (const raw of rng.some(NUMBERS_RAW, perField)) add('numbers', `body ${field}=${raw}`, { body: withField(field, raw) });
          for (const s of rng.some(NUMBERS_TEXT, 1)) add('numbers', `body ${field}="${s}"`, { body: withField(field, JSON.stringify(s)) });
        }
        if (isStringy(prop)) {
          add('huge strings', `body ${field} of 200,000 characters`, { body: withField(field, JSON.stringify(hugeString(rng, 200_000))) });
          for (const m of rng.some(META, perField))
            add('meta-characters', `body ${field}=${JSON.stringify(m)}`, { body: withField(field, JSON.stringify(m)) });
        }
        if (prop.type === 'array')
          add('huge strings', `body ${field} with 50,000 items`, {
            body: withField(field, JSON.stringify(Array(50_000).fill(prop.items ? sample(prop.items) : 1))),
          });
      }
      add('wrong types', 'body as an array', { body: jsonBody(JSON.stringify([base])) });
    }
    if (hasBody) {
      for (const text of rng.some(BAD_JSON, perField + 1))
        add('bad JSON', `body ${JSON.stringify(text.slice(0, 30))}`, { body: jsonBody(text) });
      add('bad JSON', 'invalid UTF-8', {
        body: { text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: JSON_TYPE },
      });
      const types = op.contentTypes.includes('multipart/form-data') ? [JSON_TYPE, ...CONTENT_TYPES] : CONTENT_TYPES;
      for (const type of rng.some(types, perField + 1))
        add('content types', `Content-Type ${type ?? '(none)'}`, { body: { text: JSON.stringify(base), type } });
      add('oversize bodies', 'JSON body of 1.5 MB', { body: jsonBody(JSON.stringify({ ...base, padding: 'x'.repeat(1_500_000) })) });
      add('oversize bodies', 'text body of 3 MB', { body: { text: 'x'.repeat(3_000_000), type: 'text/plain' } });
    }
    // Headers every operation reads: the session token, the operator token, the language.
    const headerProbes: Array<[string, Record<string, string>]> = [
      ['token with SQL', { 'authori-zation': "' OR '1'='1" }],
      ['token of 8,000 characters', { 'authori-zation': 'a'.repeat(8_000) }],
      ['operator token with SQL', { 'x-operator-token': "'; DROP TABLE app_user; --" }],
      ['Accept-Language garbage', { 'Accept-Language': 'xx-\'"*;q=abc,,,;q=' }],
      ['Form-type garbage', { 'Form-type': '../../etc/passwd' }],
    ];
    for (const [what, headers] of rng.some(headerProbes, perField))
      add('headers', what, { headers, anonymous: anonymous || 'authori-zation' in headers });
  }
  return out;
}

export interface Finding {
  probe: Probe;
  reason: string;
  status: number;
  body: string;
}

/** What one probe got back: a finding, or null, and the envelope code seen (for the report). */
interface Outcome {
  finding: Finding | null;
  code: string;
}

const SYSTEM = new Set(LOCALES.map((l) => translate(l, 'error.system')));
// A stack frame ("at fn (file:1:2)"), a path inside the code or its dependencies, a source position.
const LEAK =
  /\bat (?:async )?[\w.$<>[\] ]+ \([^)]*:\d+:\d+\)|\n\s+at \S|\/node_modules\/|\/work\/|\/src\/[\w/.-]+\.[jt]s\b|\.ts:\d+|\.js:\d+:\d+/;

/** Why an answer is wrong, or null when it is a proper refusal (or success) in the envelope. */
export function judge(path: string, status: number, text: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  const leak = LEAK.exec(text);
  if (leak) return `leaks code details: ${JSON.stringify(leak[0])}`;
  if (path.startsWith('/media/') || path.startsWith('/docs')) return null;
  // The sitemaps answer XML by design (docs/contract.md); their refusals are still the envelope.
  if (path.startsWith('/api/sitemap/') && status === 200 && text.startsWith('<?xml')) return null;
  // So does the served head (an HTML fragment, always beginning with its title; docs/serving.md).
  if (path.startsWith('/api/seo/head/') && status === 200 && text.startsWith('<title>')) return null;
  // And the first screen (one element, or nothing for a page that has none; docs/serving.md, "The served first screen").
  if (path.startsWith('/api/seo/first-screen/') && status === 200 && (text === '' || text.startsWith('<div id="mall-first-screen"')))
    return null;
  // And both in one JSON object, `{ head, firstScreen }` (the Node server's one request a page).
  if (path.startsWith('/api/seo/page/') && status === 200 && /^\{"head":"<title>/.test(text)) return null;
  let env: unknown;
  try {
    env = JSON.parse(text);
  } catch {
    return `not JSON (HTTP ${status}): ${JSON.stringify(text.slice(0, 80))}`;
  }
  const e = env as { code?: unknown; message?: unknown };
  if (!env || typeof env !== 'object' || typeof e.code !== 'number' || typeof e.message !== 'string' || !('data' in env)) {
    return `not the {code, message, data} envelope: ${text.slice(0, 80)}`;
  }
  if (e.code === 500 && SYSTEM.has(e.message)) return 'unhandled error ("System exception")';
  return null;
}

export interface Auth {
  token?: string;
  operatorToken?: string;
}

export async function send(baseUrl: string, probe: Probe, auth: Auth): Promise<Outcome> {
  const headers: Record<string, string> = { 'Form-type': 'pc', 'Accept-Language': 'en' };
  if (auth.token && !probe.anonymous) headers['authori-zation'] = auth.token;
  if (auth.operatorToken) headers['x-operator-token'] = auth.operatorToken;
  Object.assign(headers, probe.headers);
  let body: RequestInit['body'];
  if (probe.body) {
    // A Blob without a type sends no Content-Type header at all.
    body = probe.body.type === null ? new Blob([probe.body.text]) : probe.body.text;
    if (probe.body.type !== null) headers['Content-Type'] = probe.body.type;
  }
  let status = 0;
  let text: string;
  try {
    const res = await fetch(baseUrl + probe.path, { method: probe.method, headers, body, signal: AbortSignal.timeout(30_000) });
    status = res.status;
    text = await res.text();
  } catch (err) {
    // The API closing the connection on an oversize body is a refusal; anything else (a timeout, a crash) is not.
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    if (probe.category === 'oversize bodies' && (cause === 'ECONNRESET' || cause === 'EPIPE' || cause === 'UND_ERR_SOCKET'))
      return { finding: null, code: 'connection closed' };
    return {
      finding: { probe, reason: `no answer: ${(err as Error).message}${cause ? ` (${cause})` : ''}`, status, body: '' },
      code: 'no answer',
    };
  }
  const reason = judge(probe.path, status, text);
  const code = /^\{"code":(\d+)/.exec(text)?.[1] ?? `HTTP ${status}`;
  return { finding: reason ? { probe, reason, status, body: text.slice(0, 300) } : null, code };
}

export interface Report {
  seed: number;
  operations: number;
  sent: number;
  perCategory: Record<Category, number>;
  /** Operations that got at least one probe (every documented one should). */
  covered: number;
  /** Answers by envelope code (400 validation, 401 sign-in, 500 business refusal, …): where the probes stopped. */
  codes: Record<string, number>;
  findings: Finding[];
  ms: number;
}

export interface RunOptions extends Auth {
  baseUrl: string;
  seed: number;
  perField?: number;
  /** Keep at most this many probes per operation (a shorter run), chosen evenly over the categories. */
  perOperation?: number;
  concurrency?: number;
  onProgress?: (sent: number, total: number) => void;
}

/** Takes up to `n` probes of each operation, one category after another, so every category stays represented. */
export function trim(probes: Probe[], n: number): Probe[] {
  const byOp = new Map<string, Probe[]>();
  for (const p of probes) byOp.set(p.operation, [...(byOp.get(p.operation) ?? []), p]);
  const out: Probe[] = [];
  for (const list of byOp.values()) {
    const queues = CATEGORIES.map((c) => list.filter((p) => p.category === c)).filter((q) => q.length);
    const taken: Probe[] = [];
    while (taken.length < n && queues.some((q) => q.length))
      for (const q of queues) if (q.length && taken.length < n) taken.push(q.shift()!);
    out.push(...taken);
  }
  return out;
}

export async function run(opts: RunOptions): Promise<Report> {
  const started = Date.now();
  const ops = operations(await fetchDocument(opts.baseUrl));
  let probes = generate(ops, opts.seed, opts.perField);
  if (opts.perOperation) probes = trim(probes, opts.perOperation);
  const perCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const p of probes) perCategory[p.category] += 1;
  const findings: Finding[] = [];
  const codes: Record<string, number> = {};
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++];
      const { finding, code } = await send(opts.baseUrl, probe, opts);
      if (finding) findings.push(finding);
      codes[code] = (codes[code] ?? 0) + 1;
      opts.onProgress?.(++done, probes.length);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  return {
    seed: opts.seed,
    operations: ops.length,
    sent: probes.length,
    perCategory,
    covered: new Set(probes.map((p) => p.operation)).size,
    codes,
    findings,
    ms: Date.now() - started,
  };
}

/** The report as printed by `npm run fuzz` and by the test on failure. */
export function format(r: Report): string {
  const lines = [
    `fuzz: seed ${r.seed}, ${r.sent} malformed requests over ${r.covered} of ${r.operations} operations in ${(r.ms / 1000).toFixed(1)} s`,
    ...CATEGORIES.map((c) => `  ${c.padEnd(16)} ${String(r.perCategory[c]).padStart(6)}`),
    `answers by code: ${Object.entries(r.codes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, n]) => `${c}: ${n}`)
      .join(', ')}`,
    `${r.findings.length} unhandled error${r.findings.length === 1 ? '' : 's'}`,
    ...r.findings.map(
      (f) =>
        `  ✗ ${f.probe.operation} [${f.probe.category}] ${f.probe.what}: ${f.reason}\n      ${f.probe.method} ${f.probe.path.slice(0, 200)}${f.body ? `\n      → ${f.body.slice(0, 200)}` : ''}`,
    ),
  ];
  return lines.join('\n');
}
