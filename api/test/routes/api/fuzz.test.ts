import { apiForFile } from '../../helper';
import { format, judge, run, type Report } from '../../../fuzz/fuzz';
import { shopper, type Shopper } from './order-fixtures';
import { OPERATOR } from './settlement-fixtures';

// The fuzz suite's shorter run (the full one is `npm run fuzz` against a running API): malformed requests derived
// from the API's own OpenAPI document, for every operation, signed in as a shopper and with the operator header so
// that probes get past the door. Seeded (FUZZ_SEED, default 14): a failure reproduces with the same seed.
const api = apiForFile();
let me: Shopper;

beforeAll(async () => {
  me = await shopper(api);
});

describe('the fuzz suite over every operation of the OpenAPI document', () => {
  let report: Report;

  it('answers every malformed request in the envelope, with no 5xx, stack trace or system exception', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 14);
    report = await run({
      baseUrl: api.url,
      seed,
      token: me.token,
      operatorToken: OPERATOR['x-operator-token'],
      perOperation: 6,
      concurrency: 2,
    });
    console.log(format(report));
    expect(report.findings.map((f) => `${f.probe.operation} [${f.probe.category}] ${f.probe.what}: ${f.reason}`)).toEqual([]);
    // Every documented operation got probes, and every category was tried.
    expect(report.operations).toBeGreaterThan(100);
    expect(report.covered).toBe(report.operations);
    for (const n of Object.values(report.perCategory)) expect(n).toBeGreaterThan(0);
  }, 120_000);

  it('would fail on what it looks for', () => {
    expect(judge('/api/front/x', 500, '')).toBe('HTTP 500');
    expect(judge('/api/front/x', 200, '{"code":500,"message":"System exception, please try again later","data":null}')).toMatch(
      /unhandled/,
    );
    expect(judge('/api/front/x', 200, '{"code":500,"message":"Erreur système, veuillez réessayer plus tard","data":null}')).toMatch(
      /unhandled/,
    );
    expect(judge('/api/front/x', 200, '{"code":400,"message":"Error\\n    at run (/srv/app/dist/x.js:10:5)","data":null}')).toMatch(
      /leaks/,
    );
    expect(judge('/api/front/x', 200, '{"code":400,"message":"ENOENT /work/app/node_modules/pg","data":null}')).toMatch(/leaks/);
    expect(judge('/api/front/x', 400, '{"error":"Bad Request","statusCode":400}')).toMatch(/envelope/);
    expect(judge('/api/front/x', 200, 'Bad Request')).toMatch(/not JSON/);
    // A business refusal keeps code 500 with its own words, and media answers are not envelopes.
    expect(judge('/api/front/x', 200, '{"code":500,"message":"This coupon has expired","data":null}')).toBeNull();
    expect(judge('/media/a.png', 200, '\u0089PNG')).toBeNull();
    // A sitemap answers XML; its refusal is the envelope like any other, and XML elsewhere is still a finding.
    expect(judge('/api/sitemap/index.xml', 200, '<?xml version="1.0"?><sitemapindex/>')).toBeNull();
    expect(judge('/api/sitemap/fr/products-1.xml', 404, 'Not Found')).toMatch(/not JSON/);
    expect(judge('/api/seo/head/th/goods_detail/7', 200, '<title>Mall</title>\n')).toBeNull();
    expect(judge('/api/seo/head/th/goods_detail/7', 200, 'Error: boom')).toMatch(/not JSON/);
    expect(judge('/api/seo/first-screen/th/goods_detail/7', 200, '<div id="mall-first-screen" class="mall-fs"></div>\n')).toBeNull();
    expect(judge('/api/seo/first-screen/goods/goods_search', 200, '')).toBeNull();
    expect(judge('/api/seo/first-screen/th/goods_detail/7', 200, 'Error: boom')).toMatch(/not JSON/);
    expect(judge('/api/seo/page/th/goods_detail/7', 200, '{"head":"<title>Mall</title>\\n","firstScreen":""}')).toBeNull();
    expect(judge('/api/seo/page/th/goods_detail/7', 200, '{"head":"Error: boom"}')).toMatch(/envelope/);
    expect(judge('/api/front/x', 200, '<?xml version="1.0"?><a/>')).toMatch(/not JSON/);
  });
});

describe('the defects the fuzz found', () => {
  it('refuses a NUL character in a parameter, naming the field, instead of passing it to the database', async () => {
    expect(await api.call('/api/front/product/list?page=1&limit=10&keyword=a%00b')).toMatchObject({
      status: 200,
      code: 400,
      message: 'The field “keyword” contains a character that is not allowed',
    });
    expect(
      await api.call('/api/front/user/edit', {
        token: me.token,
        lang: 'fr',
        body: { nickname: 'a\u0000b', avatar: 'https://example.com/a.png' },
      }),
    ).toMatchObject({
      code: 400,
      message: 'Le champ « nickname » contient un caractère non autorisé',
    });
  });

  it('refuses a malformed multipart body in words', async () => {
    for (const [path, type] of [
      ['/api/front/login/sendCode', 'multipart/form-data'],
      ['/api/front/upload/image?model=user&pid=7', 'multipart/form-data; boundary=x'],
    ]) {
      const res = await fetch(api.url + path, {
        method: 'POST',
        headers: { 'Content-Type': type, 'authori-zation': me.token },
        body: '--x\r\nbroken',
      });
      expect(await res.json()).toEqual({ code: 400, message: 'The form data of the request is malformed', data: null });
    }
  });

  it('answers a too long path parameter and too large headers in the envelope', async () => {
    expect(await api.call(`/api/front/order/detail/${'a'.repeat(500)}`, { token: me.token, lang: 'th' })).toMatchObject({
      code: 400,
      message: 'ค่าในที่อยู่ของคำขอยาวเกินไป',
      data: null,
    });
    const res = await fetch(`${api.url}/api/front/product/list?keyword=${'%E4%B8%AD'.repeat(8_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ code: 400, message: 'A value in the request address is too long', data: null });
  });
});
