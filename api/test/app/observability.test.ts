import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { CLIENT_ERRORS_PER_MINUTE, maskPersonal } from '../../src/plugins/app/client-errors';
import { loadConfig, type Config } from '../../src/config';
import { callApi, startApi, type TestApi } from '../helper';

// GET /metrics (METRICS_PORT or METRICS_TOKEN), the request id, JSON request logs and the storefront's error reports.
const metricsOf = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
/** A second app on the first one's database (one PGlite copy per file: each costs seconds), with its own logger. */
async function sideApp(api: TestApi, config: Partial<Config>, lines: Array<Record<string, any>> = []) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = await buildApp({ config: { ...api.config, ...config }, db: api.rawDb, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, lines, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** The value of one sample line of a Prometheus answer (0 when absent). */
const sample = (text: string, name: string, labels: Record<string, string>) => {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

let api: TestApi;
let metricsUrl: string;
beforeAll(async () => {
  api = await startApi({ metricsPort: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${api.app.metricsAddress!.port}/metrics`;
});
afterAll(() => api?.close());

describe('GET /metrics on METRICS_PORT', () => {
  it('counts requests and their latency per route pattern, HTTP status and envelope code', async () => {
    const before = await metricsOf(metricsUrl);
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = { method: 'GET', route: '/api/front/product/detail/:id', status: '200' };
    const ok = sample(before.text, 'mall_http_requests_total', { ...route, code: '200' });
    const missing = sample(before.text, 'mall_http_requests_total', { ...route, code: '404' });
    const id = (await api.db.query<{ id: number }>('SELECT id FROM product ORDER BY id LIMIT 1')).rows[0].id;
    for (let i = 0; i < 3; i++) expect((await api.call(`/api/front/product/detail/${id}`)).code).toBe(200);
    expect((await api.call('/api/front/product/detail/999999999')).code).not.toBe(200);
    await api.call('/no/such/path/42');
    const after = (await metricsOf(metricsUrl)).text;
    expect(sample(after, 'mall_http_requests_total', { ...route, code: '200' })).toBe(ok + 3);
    const notFoundCode = String((await api.call('/api/front/product/detail/999999999')).code);
    expect(sample(after, 'mall_http_requests_total', { ...route, code: notFoundCode })).toBeGreaterThan(
      notFoundCode === '404' ? missing : 0,
    );
    // The raw URL never becomes a label (one series per route, not per product).
    expect(after).not.toContain(`/api/front/product/detail/${id}"`);
    expect(sample(after, 'mall_http_request_duration_seconds_count', { ...route, code: '200' })).toBe(ok + 3);
    expect(after).toMatch(/mall_http_requests_total\{method="GET",route="\(unmatched\)",status="404",code="404"\} \d+/);
  });

  it('reports the public cache (hits and misses per section), the database pool and the event loop', async () => {
    const id = (await api.db.query<{ id: number }>('SELECT id FROM product ORDER BY id DESC LIMIT 1')).rows[0].id;
    const before = (await metricsOf(metricsUrl)).text;
    const misses = sample(before, 'mall_cache_requests_total', { result: 'miss' });
    await api.call(`/api/front/product/detail/${id}`);
    await api.call(`/api/front/product/detail/${id}`);
    const text = (await metricsOf(metricsUrl)).text;
    const section = /mall_cache_requests_total\{section="([^"]+)",result="hit"\}/.exec(text)?.[1];
    expect(section).toBeDefined();
    const allMisses = text
      .split('\n')
      .filter((l) => l.startsWith('mall_cache_requests_total{') && l.includes('result="miss"'))
      .reduce((n, l) => n + Number(l.split(' ').pop()), 0);
    expect(allMisses).toBeGreaterThan(misses);
    expect(sample(text, 'mall_cache_entries', { section: section! })).toBeGreaterThan(0);
    expect(text).toMatch(/^mall_db_pool_max \d+$/m);
    expect(text).toMatch(/^mall_db_queries_in_flight 0$/m);
    expect(sample(text, 'mall_db_query_duration_seconds_count', { kind: 'query' })).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('is not on the API port', async () => {
    expect((await api.call('/metrics')).code).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers the bearer of the token only; an unknown path for anyone else', async () => {
    const side = await sideApp(api, { metricsPort: null, metricsToken: 'metrics-secret-123456' });
    try {
      expect((await metricsOf(`${side.url}/metrics`, { authorization: 'Bearer metrics-secret-123456' })).text).toContain(
        'mall_http_requests_total',
      );
      for (const headers of [{}, { authorization: 'Bearer metrics-secret-12345' }, { authorization: 'metrics-secret-123456' }] as Array<
        Record<string, string>
      >) {
        const r = await metricsOf(`${side.url}/metrics`, headers);
        expect(JSON.parse(r.text)).toMatchObject({ code: 404, data: null });
      }
    } finally {
      await side.app.close();
    }
  });
});

describe('request logs and ids', () => {
  it('writes one JSON line per request with its id, which the answer carries as X-Request-Id', async () => {
    const { app, url, lines } = await sideApp(api, { metricsPort: null, logRequests: true });
    try {
      const given = await fetch(`${url}/api/pc/home/index`, { headers: { 'x-request-id': 'edge-abc-123456' } });
      expect(given.headers.get('x-request-id')).toBe('edge-abc-123456');
      const made = await fetch(`${url}/api/pc/home/index`, { headers: { 'x-request-id': 'bad id with spaces' } });
      const id = made.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const mine = lines.filter((l) => l.reqId === id);
      expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(mine[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
      expect(typeof mine[1].responseTime).toBe('number');
      expect(lines.some((l) => l.reqId === 'edge-abc-123456')).toBe(true);
    } finally {
      await app.close();
    }
    // Off: no request lines at all.
    const quiet = await sideApp(api, { metricsPort: null, logRequests: false });
    try {
      await fetch(`${quiet.url}/api/pc/home/index`);
      expect(quiet.lines.filter((l) => l.msg === 'request completed')).toEqual([]);
    } finally {
      await quiet.app.close();
    }
  });

  it('is on by default outside development mode, off in it, and LOG_REQUESTS decides', async () => {
    expect(loadConfig({}).logRequests).toBe(true);
    expect(loadConfig({ MALL_DEV_MODE: '1' }).logRequests).toBe(false);
    expect(loadConfig({ MALL_DEV_MODE: '1', LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'false' }).logRequests).toBe(false);
  });
});

describe('POST /api/front/client-errors', () => {
  const report = { kind: 'remote-load', message: 'Failed to load remote checkout', page: '/order/confirm?token=abc#x', remote: 'checkout' };

  it('logs the report without personal data and limits each address', async () => {
    const { app, url, lines } = await sideApp(api, { metricsPort: null });
    try {
      const r = await callApi(url, '/api/front/client-errors', {
        body: {
          ...report,
          kind: 'error',
          message: 'TypeError at checkout for jane.doe@example.com card 4242 4242 4242 4242',
          source: 'https://x/app.js?v=1',
        },
      });
      expect(r).toMatchObject({ code: 200, data: null });
      const logged = lines.find((l) => l.msg === 'storefront error');
      expect(logged).toMatchObject({
        level: 40,
        clientError: {
          kind: 'error',
          message: 'TypeError at checkout for <email> card <number>',
          page: '/order/confirm',
          source: 'https://x/app.js',
          remote: 'checkout',
        },
      });
      expect(logged?.reqId).toBeDefined();
      expect(JSON.stringify(lines)).not.toMatch(/jane\.doe|4242|token=abc/);
      // Garbage is refused (envelope, no log line).
      expect((await callApi(url, '/api/front/client-errors', { body: { kind: 'other', message: 'x' } })).code).not.toBe(200);
      expect((await callApi(url, '/api/front/client-errors', { body: { ...report, extra: 'field' } })).code).not.toBe(200);
      let last = 200;
      for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE + 1; i++) last = (await callApi(url, '/api/front/client-errors', { body: report })).code;
      expect(last).toBe(429);
      expect(lines.filter((l) => l.msg === 'storefront error').length).toBeLessThanOrEqual(CLIENT_ERRORS_PER_MINUTE);
    } finally {
      await app.close();
    }
  });

  it('masks emails and card- or phone-length numbers, keeps short numbers', () => {
    expect(maskPersonal('line 42 of a.js: x@y.co called +86 138 0000 0000')).toBe('line 42 of a.js: <email> called +<number>');
  });

  it('is not served with CONTRACT_STRICT (an extension of ours)', async () => {
    const side = await sideApp(api, { metricsPort: null, contractStrict: true, qualificationCaptcha: false });
    try {
      expect((await callApi(side.url, '/api/front/client-errors', { body: report })).code).toBe(404);
    } finally {
      await side.app.close();
    }
  });
});
