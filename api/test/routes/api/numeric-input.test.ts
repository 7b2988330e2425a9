import { startApi, type TestApi } from '../../helper';
import { shopper, type Shopper } from './order-fixtures';
import { OPERATOR } from './settlement-fixtures';

// Every numeric parameter of every operation in the API's own OpenAPI document gets values that are not finite or
// too large for an id: each answer must be a 400 in the envelope (never "system exception", never a 5xx), and the
// rule's own message whenever the rest of the request was valid.
let api: TestApi;
let me: Shopper;

beforeAll(async () => {
  api = await startApi();
  me = await shopper(api);
}, 60_000);
afterAll(() => api.close());

const BAD = ['Infinity', '-Infinity', '1e309', '-1e309', '99999999999999999999'];
const RANGE = /^The field “[^”]+” is invalid: it must be a finite number no larger than 9007199254740991$/;

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; minimum?: number; minLength?: number; anyOf?: Schema[]; format?: string; pattern?: string };
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };

const isNumeric = (s: Schema | undefined) => !!s && (s.type === 'integer' || s.type === 'number');

/** A plausible valid value, so that the one field under test is what the API refuses. */
function sample(s: Schema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(s.anyOf[0]);
  switch (s.type) {
    case 'integer': case 'number': return Math.max(1, s.minimum ?? 1);
    case 'boolean': return true;
    case 'array': return s.items ? [sample(s.items)] : [];
    case 'object': return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    default: return s.format === 'email' ? 'probe@mall.test' : 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

interface Probe { label: string; path: string; method: string; body?: unknown }

async function probes(): Promise<Probe[]> {
  const doc = await (await fetch(`${api.url}/docs/json`)).json() as { paths: Record<string, Record<string, Operation>> };
  const out: Probe[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const json = op.requestBody?.content['application/json']?.schema;
      const pathOf = (override?: Parameter, value?: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (override?.in === 'path' && override.name === name) return encodeURIComponent(value!);
        return String(sample(params.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'integer' }));
      });
      const queryOf = (override?: Parameter, value?: string) => {
        const q = new URLSearchParams();
        for (const p of params.filter((x) => x.in === 'query')) {
          if (p === override) q.set(p.name, value!);
          else if (p.required) q.set(p.name, String(sample(p.schema)));
        }
        const s = q.toString();
        return s ? `?${s}` : '';
      };
      const body = json ? sample(json) : undefined;
      for (const p of params.filter((x) => (x.in === 'path' || x.in === 'query') && isNumeric(x.schema))) {
        for (const v of BAD) out.push({ label: `${method.toUpperCase()} ${template} ${p.in} ${p.name}=${v}`, method, path: pathOf(p, v) + queryOf(p, v), body });
      }
      for (const [name, prop] of Object.entries(json?.properties ?? {})) {
        if (!isNumeric(prop)) continue;
        for (const v of BAD) {
          out.push({ label: `${method.toUpperCase()} ${template} body ${name}="${v}"`, method, path: pathOf() + queryOf(), body: { ...(body as object), [name]: v } });
        }
      }
    }
  }
  return out;
}

describe('numbers that are not finite or too large, on every operation of the OpenAPI document', () => {
  it('answer 400 with a message naming the field, never a system exception', async () => {
    const all = await probes();
    // The document has numeric parameters and fields in every area: a walk that found few would prove nothing.
    expect(all.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    let byTheRule = 0;
    for (const p of all) {
      const r = await api.call(p.path, {
        method: p.method.toUpperCase() as 'GET' | 'POST', body: p.body, token: me.token, headers: { ...OPERATOR },
      });
      if (r.status >= 500 || r.code !== 400) wrong.push(`${p.label}: HTTP ${r.status}, code ${r.code} ${r.message}`);
      else if (RANGE.test(r.message)) byTheRule += 1;
    }
    expect(wrong).toEqual([]);
    // Most probes reach the rule itself (the others fail an earlier check of the same request, e.g. a minimum).
    expect(byTheRule).toBeGreaterThan(all.length / 2);
  }, 300_000);

  it('names the field in the caller’s language', async () => {
    expect(await api.call('/api/front/address/list?page=1&limit=Infinity', { token: me.token })).toMatchObject({
      code: 400, message: 'The field “limit” is invalid: it must be a finite number no larger than 9007199254740991',
    });
    expect(await api.call('/api/front/merchant/detail/99999999999999999999', { lang: 'fr' })).toMatchObject({
      code: 400, message: 'Le champ « id » est invalide : ce doit être un nombre fini d’au plus 9007199254740991',
    });
  });

  it('refuses a pre-order quantity of -1e309 instead of storing a null quantity priced 0.00', async () => {
    const [sku] = await api.db.query<{ id: number; product_id: number }>(
      'SELECT s.id, s.product_id FROM product_sku s JOIN product p ON p.id = s.product_id WHERE p.is_show AND NOT s.is_del ORDER BY s.id LIMIT 1',
    ).then((r) => r.rows);
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pre_order').then((r) => r.rows[0].n);
    const r = await api.call('/api/front/order/pre/order', {
      token: me.token,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.product_id, attrValueId: sku.id, productNum: '-1e309' }] },
    });
    expect(r).toMatchObject({ code: 400, message: 'The field “orderDetails.0.productNum” is invalid: it must be a finite number no larger than 9007199254740991' });
    expect(await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pre_order').then((x) => x.rows[0].n)).toBe(before);
  });
});
