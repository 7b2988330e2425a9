import { apiForFile } from '../../helper';
import { fetchDocument, isNumeric, operations, pathOf, queryOf, sample } from '../../../fuzz/openapi';
import { shopper, type Shopper } from './order-fixtures';
import { OPERATOR } from './settlement-fixtures';

// Every numeric parameter of every operation in the API's own OpenAPI document gets values that are not finite or
// too large for an id: each answer must be a 400 in the envelope (never "system exception", never a 5xx), and the
// rule's own message whenever the rest of the request was valid.
const api = apiForFile();
let me: Shopper;

beforeAll(async () => {
  me = await shopper(api);
});

const BAD = ['Infinity', '-Infinity', '1e309', '-1e309', '99999999999999999999'];
const RANGE = /^The field “[^”]+” is invalid: it must be a finite number no larger than 9007199254740991$/;

interface Probe {
  label: string;
  path: string;
  method: string;
  body?: unknown;
}

async function probes(): Promise<Probe[]> {
  const out: Probe[] = [];
  for (const op of operations(await fetchDocument(api.url))) {
    const body = op.json ? sample(op.json) : undefined;
    for (const p of op.params.filter((x) => (x.in === 'path' || x.in === 'query') && isNumeric(x.schema))) {
      for (const v of BAD)
        out.push({
          label: `${op.method} ${op.template} ${p.in} ${p.name}=${v}`,
          method: op.method,
          path: pathOf(op, p, v) + queryOf(op, p, v),
          body,
        });
    }
    for (const [name, prop] of Object.entries(op.json?.properties ?? {})) {
      if (!isNumeric(prop)) continue;
      for (const v of BAD) {
        out.push({
          label: `${op.method} ${op.template} body ${name}="${v}"`,
          method: op.method,
          path: pathOf(op) + queryOf(op),
          body: { ...(body as object), [name]: v },
        });
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
        method: p.method as 'GET' | 'POST',
        body: p.body,
        token: me.token,
        headers: { ...OPERATOR },
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
      code: 400,
      message: 'The field “limit” is invalid: it must be a finite number no larger than 9007199254740991',
    });
    expect(await api.call('/api/front/merchant/detail/99999999999999999999', { lang: 'fr' })).toMatchObject({
      code: 400,
      message: 'Le champ « id » est invalide : ce doit être un nombre fini d’au plus 9007199254740991',
    });
  });

  it('refuses a pre-order quantity of -1e309 instead of storing a null quantity priced 0.00', async () => {
    const [sku] = await api.db
      .query<{ id: number; product_id: number }>(
        'SELECT s.id, s.product_id FROM product_sku s JOIN product p ON p.id = s.product_id WHERE p.is_show AND NOT s.is_del ORDER BY s.id LIMIT 1',
      )
      .then((r) => r.rows);
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pre_order').then((r) => r.rows[0].n);
    const r = await api.call('/api/front/order/pre/order', {
      token: me.token,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.product_id, attrValueId: sku.id, productNum: '-1e309' }] },
    });
    expect(r).toMatchObject({
      code: 400,
      message: 'The field “orderDetails.0.productNum” is invalid: it must be a finite number no larger than 9007199254740991',
    });
    expect(await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pre_order').then((x) => x.rows[0].n)).toBe(before);
  });
});
