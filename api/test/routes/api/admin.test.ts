import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApi, type TestApi } from '../../helper';
import { OPERATOR, applied, newShopper } from './settlement-fixtures';

const LIST = '/api/admin/operator/settlements';
const approve = (api: TestApi, id: number, headers: Record<string, string> = OPERATOR) =>
  api.call(`${LIST}/${id}/approve`, { method: 'POST', headers });
const reject = (api: TestApi, id: number, body: unknown, headers: Record<string, string> = OPERATOR) =>
  api.call(`${LIST}/${id}/reject`, { body, headers });

describe('the operator guard', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ operatorToken: 'a-long-operator-secret' });
  });
  afterAll(() => api?.close());

  it('refuses a missing or wrong x-operator-token, and a shopper token is no substitute', async () => {
    const shopper = await newShopper(api);
    const id = await applied(api, shopper);
    const refused = { code: 401, message: 'The operator token is missing or wrong (header x-operator-token)', data: null };
    expect(await api.call(LIST)).toMatchObject(refused);
    expect(await api.call(LIST, { headers: { 'x-operator-token': 'dev-operator-token' } })).toMatchObject(refused);
    expect(await api.call(LIST, { token: shopper.token })).toMatchObject(refused);
    expect(await approve(api, id, { 'x-operator-token': 'a-long-operator-secre' })).toMatchObject(refused);
    expect(await reject(api, id, { reason: 'x' }, {})).toMatchObject(refused);
    const row = await api.db.query('SELECT audit_status FROM merchant_settlement WHERE id = $1', [id]);
    expect(row.rows[0]).toEqual({ audit_status: 1 });
    const ok = await api.call(LIST, { headers: { 'x-operator-token': 'a-long-operator-secret' } });
    expect(ok.code).toBe(200);
    expect(ok.data.list.map((a: { id: number }) => a.id)).toContain(id);
  });
});

describe('without OPERATOR_TOKEN', () => {
  it('outside development mode the operator routes are closed', async () => {
    const api = await startApi({ operatorToken: null, devMode: false });
    try {
      const r = await api.call(LIST, { headers: OPERATOR, lang: 'zh-CN' });
      expect(r).toMatchObject({ code: 403, message: '未配置运营人员访问权限', data: null });
      expect(await api.call(LIST, { headers: OPERATOR })).toMatchObject({ code: 403, message: 'Operator access is not configured' });
    } finally {
      await api.close();
    }
  });

  it('in development mode the development token opens them', async () => {
    const api = await startApi({ operatorToken: null });
    try {
      expect((await api.call(LIST, { headers: OPERATOR })).code).toBe(200);
      expect((await api.call(LIST, { headers: { 'x-operator-token': 'guess' } })).code).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe('reviewing applications', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ operatorToken: null, rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
  });
  afterAll(() => api?.close());

  it('lists applications newest first, filtered by state, with who applied', async () => {
    const a = await newShopper(api);
    const b = await newShopper(api);
    const pending = await applied(api, a);
    const rejected = await applied(api, b);
    await reject(api, rejected, { reason: 'Unclear' });
    const all = await api.call(LIST, { headers: OPERATOR });
    expect(all.data.list.slice(0, 2).map((s: { id: number; uid: number }) => [s.id, s.uid])).toEqual([
      [rejected, b.uid],
      [pending, a.uid],
    ]);
    const onlyPending = await api.call(`${LIST}?status=pending`, { headers: OPERATOR });
    expect(onlyPending.data.list.every((s: { auditStatus: number }) => s.auditStatus === 1)).toBe(true);
    expect(onlyPending.data.list.map((s: { id: number }) => s.id)).toContain(pending);
    expect(onlyPending.data.list.map((s: { id: number }) => s.id)).not.toContain(rejected);
    const onlyRejected = await api.call(`${LIST}?status=rejected`, { headers: OPERATOR });
    expect(onlyRejected.data.list.map((s: { id: number }) => s.id)).toEqual([rejected]);
    expect((await api.call(`${LIST}?status=lost`, { headers: OPERATOR })).code).toBe(400);
  });

  it('rejecting needs a reason of 1 to 255 characters', async () => {
    const shopper = await newShopper(api);
    const id = await applied(api, shopper);
    const words = 'Please give the reason for the rejection (1 to 255 characters)';
    expect(await reject(api, id, {})).toMatchObject({ code: 400, message: words });
    expect(await reject(api, id, { reason: '   ' })).toMatchObject({ code: 400, message: words });
    expect(await reject(api, id, { reason: 'x'.repeat(256) })).toMatchObject({ code: 400, message: words });
    const r = await reject(api, id, { reason: ` ${'y'.repeat(253)} ` });
    expect(r).toMatchObject({ code: 200, message: 'Application rejected' });
    expect(r.data).toMatchObject({ id, uid: shopper.uid, auditStatus: 3, denialReason: 'y'.repeat(253) });
    expect(r.data.history.map((h: { event: string }) => h.event)).toEqual(['submitted', 'rejected']);
  });

  it('only a pending application can be approved or rejected', async () => {
    const shopper = await newShopper(api);
    const id = await applied(api, shopper);
    await reject(api, id, { reason: 'No' });
    const words = { code: 500, message: 'Only an application under review can be approved or rejected' };
    expect(await approve(api, id)).toMatchObject(words);
    expect(await reject(api, id, { reason: 'Again' })).toMatchObject(words);
    expect(await approve(api, 999999)).toMatchObject({ code: 404, message: 'Application not found' });
    const merchants = await api.db.query('SELECT 1 FROM merchant WHERE email = (SELECT email FROM merchant_settlement WHERE id = $1)', [
      id,
    ]);
    expect(merchants.rows).toEqual([]);
  });

  it('approving opens the shop from the application, with a drawn avatar, and it shows on the street', async () => {
    const shopper = await newShopper(api);
    const id = await applied(api, shopper, { name: 'Jade River Ceramics', email: 'owner@jaderiver.test', categoryId: 4, typeId: 2 });
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchant');

    const r = await approve(api, id);
    expect(r).toMatchObject({ code: 200, message: 'Application approved: the shop is open' });
    expect(r.data).toMatchObject({ id, auditStatus: 2, denialReason: '', merId: expect.any(Number) });
    expect(r.data.history.map((h: { event: string }) => h.event)).toEqual(['submitted', 'approved']);
    const merId = r.data.merId as number;

    const after = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchant');
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
    const shop = await api.db.query(
      `SELECT name, real_name, email, phone, address, keywords, category_id, type_id, is_switch, is_del, is_self, star_level,
              avatar, qualification_picture, service_phone, service_email FROM merchant WHERE id = $1`,
      [merId],
    );
    const application = await api.db.query<{ qualification_picture: string }>(
      'SELECT qualification_picture FROM merchant_settlement WHERE id = $1',
      [id],
    );
    expect(shop.rows[0]).toEqual({
      name: 'Jade River Ceramics',
      real_name: 'Alex Applicant',
      email: 'owner@jaderiver.test',
      phone: '+66 812345678',
      address: '12 Riverside Road, Bangkok',
      keywords: 'tea,ceramics',
      category_id: 4,
      type_id: 2,
      is_switch: true,
      is_del: false,
      is_self: false,
      star_level: 5,
      avatar: `/media/merchants/${merId}-avatar.svg`,
      qualification_picture: application.rows[0].qualification_picture,
      service_phone: '+66 812345678',
      service_email: 'owner@jaderiver.test',
    });
    const avatar = join(api.config.mediaDir, 'merchants', `${merId}-avatar.svg`);
    expect(existsSync(avatar)).toBe(true);
    expect(readFileSync(avatar, 'utf8')).toMatch(/^<svg[\s\S]*>JR<\/text>/);
    const served = await fetch(`${api.url}/media/merchants/${merId}-avatar.svg`);
    expect(served.status).toBe(200);

    // The applicant sees it passed, with the shop's id.
    const record = await api.call('/api/front/merchant/settled/record', { token: shopper.token });
    expect(record.data.list[0]).toMatchObject({ id, auditStatus: 2, merId });

    // The shop street lists open shops: page through it to find the new one.
    const found: Array<{ id: number; name: string; starLevel: number; avatar: string }> = [];
    for (let page = 1; page <= 10 && found.length === 0; page++) {
      const street = await api.call(`/api/front/merchant/street?page=${page}&limit=10`);
      expect(street.code).toBe(200);
      found.push(...street.data.list.filter((m: { id: number }) => m.id === merId));
      if (page * 10 >= street.data.total) break;
    }
    expect(found).toEqual([
      expect.objectContaining({
        id: merId,
        name: 'Jade River Ceramics',
        starLevel: 5,
        avatar: `${api.url}/media/merchants/${merId}-avatar.svg`,
      }),
    ]);

    expect(await approve(api, id)).toMatchObject({ code: 500, message: 'Only an application under review can be approved or rejected' });
  });

  it('the email and shop name of an opened shop are taken for later applications', async () => {
    const first = await newShopper(api);
    const id = await applied(api, first, { name: 'Copper Kettle', email: 'kettle@example.test' });
    await approve(api, id);
    const second = await newShopper(api);
    const code = await api.call('/api/front/captcha/email/merchant/settled', { body: 'KETTLE@example.test', token: second.token });
    expect(code).toMatchObject({ code: 500, message: 'This email already belongs to a merchant or to an application under review' });
  });
});
