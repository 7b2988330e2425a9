import { startApi, type TestApi } from '../../helper';
import { OPERATOR, applicationBody, applied, newShopper, settleCode, uploadPicture, type Shopper } from './settlement-fixtures';

const APPLY = '/api/front/merchant/settled/apply';
const RECORD = '/api/front/merchant/settled/record';
const CODE = '/api/front/captcha/email/merchant/settled';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
});
afterAll(() => api?.close());

const reject = (id: number, reason: string) =>
  api.call(`/api/admin/operator/settlements/${id}/reject`, { body: { reason }, headers: OPERATOR });

async function statusOf(id: number): Promise<number> {
  const r = await api.db.query<{ audit_status: number }>('SELECT audit_status FROM merchant_settlement WHERE id = $1', [id]);
  return r.rows[0].audit_status;
}

describe('GET /api/front/merchant/settled/agreement', () => {
  it('answers the built-in agreement to anyone', async () => {
    const r = await api.call('/api/front/merchant/settled/agreement');
    expect(r.code).toBe(200);
    expect(r.data.agreement).toContain('<h2>Merchant settlement agreement</h2>');
    expect(r.data.agreement).toContain('within 15 working days');
  });

  it('answers the operator’s own text once set', async () => {
    await api.db.query("INSERT INTO system_config (key, value) VALUES ('merchant_settled_agreement', '<p>House rules</p>')");
    const r = await api.call('/api/front/merchant/settled/agreement');
    expect(r.data).toEqual({ agreement: '<p>House rules</p>' });
    await api.db.query("DELETE FROM system_config WHERE key = 'merchant_settled_agreement'");
  });
});

describe('POST /api/front/captcha/email/merchant/settled', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await newShopper(api, 'coder');
  });

  it("answers an anonymous caller too, as the contract's captcha/** endpoints", async () => {
    expect(await api.call(CODE, { body: 'Anonymous.Applicant@example.test' })).toMatchObject({ code: 200, data: true });
    const mail = await api.db.query('SELECT subject FROM outbox_message WHERE recipient = $1', ['anonymous.applicant@example.test']);
    expect(mail.rows).toEqual([{ subject: 'Your merchant application code' }]);
  });

  it('sends a 6-digit code to the email with the application subject, then asks to wait 60 s', async () => {
    const email = 'Apply.Code@Example.test';
    const r = await api.call(CODE, { body: email, token: shopper.token });
    expect(r).toEqual(expect.objectContaining({ code: 200, message: 'Sent successfully', data: true }));
    const mail = await api.db.query<{ subject: string; code: string }>(
      'SELECT subject, code FROM outbox_message WHERE recipient = $1 ORDER BY id DESC',
      ['apply.code@example.test'],
    );
    expect(mail.rows).toEqual([{ subject: 'Your merchant application code', code: expect.stringMatching(/^[0-9]{6}$/) }]);
    const stored = await api.db.query('SELECT purpose, channel FROM verification_code WHERE target = $1', ['apply.code@example.test']);
    expect(stored.rows).toEqual([{ purpose: 'settle', channel: 'email' }]);
    const again = await api.call(CODE, { body: email, token: shopper.token });
    expect(again.code).toBe(500);
    expect(again.message).toMatch(/^A code was just sent; please wait \d+ seconds/);
  });

  it('refuses a malformed email and an email that already belongs to a merchant', async () => {
    const bad = await api.call(CODE, { body: 'not-an-email', token: shopper.token });
    expect(bad.code).toBe(400);
    const merchant = await api.db.query<{ email: string }>('SELECT email FROM merchant ORDER BY id LIMIT 1');
    const taken = await api.call(CODE, { body: merchant.rows[0].email, token: shopper.token, lang: 'fr' });
    expect(taken).toMatchObject({ code: 500, message: 'Cet e-mail appartient déjà à un marchand ou à une demande en cours d’examen' });
  });
});

describe('POST /api/front/merchant/settled/apply', () => {
  it('needs a signed-in shopper', async () => {
    expect((await api.call(APPLY, { body: {} })).code).toBe(401);
  });

  it('stores a pending application with the category’s fee (not the client’s) and its first history step', async () => {
    const shopper = await newShopper(api);
    const body = await applicationBody(api, shopper, { handlingFee: 99, categoryId: 3, email: 'Owner.Tea@Example.test' });
    const r = await api.call(APPLY, { body, token: shopper.token });
    expect(r).toEqual(
      expect.objectContaining({ code: 200, message: 'Application submitted. We will review it within 15 working days', data: null }),
    );
    const fee = await api.db.query<{ handling_fee: number }>('SELECT handling_fee FROM merchant_category WHERE id = 3');

    const record = await api.call(RECORD, { token: shopper.token });
    expect(record.code).toBe(200);
    expect(record.data.total).toBe(1);
    const [one] = record.data.list;
    expect(one).toEqual({
      id: expect.any(Number),
      name: body.name,
      categoryId: 3,
      typeId: 1,
      realName: 'Alex Applicant',
      email: 'owner.tea@example.test',
      countryCode: '+66',
      phone: '812345678',
      handlingFee: fee.rows[0].handling_fee,
      keywords: 'tea,ceramics',
      address: '12 Riverside Road, Bangkok',
      auditStatus: 1,
      denialReason: '',
      qualificationPicture: body.qualificationPicture,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      merId: null,
      history: [{ event: 'submitted', reason: null, createTime: expect.any(String) }],
    });
    expect(fee.rows[0].handling_fee).not.toBe(99);
    // Pictures are stored as media paths and sent back absolute.
    const stored = await api.db.query<{ qualification_picture: string }>(
      'SELECT qualification_picture FROM merchant_settlement WHERE id = $1',
      [one.id],
    );
    expect(JSON.parse(stored.rows[0].qualification_picture)[0]).toMatch(/^\/media\/uploads\//);
    expect(JSON.parse(one.qualificationPicture)[0]).toMatch(new RegExp(`^${api.url}/media/uploads/`));
  });

  it('refuses a second application while one is under review', async () => {
    const shopper = await newShopper(api);
    await applied(api, shopper);
    const r = await api.call(APPLY, { body: await applicationBody(api, shopper), token: shopper.token });
    expect(r).toMatchObject({ code: 500, message: 'You already have an application under review; please wait for the result' });
    expect((await api.call(RECORD, { token: shopper.token })).data.total).toBe(1);
  });

  describe('refuses a form that breaks a rule, in words, without using up the code', () => {
    let shopper: Shopper;
    beforeAll(async () => {
      shopper = await newShopper(api, 'rules');
    });

    const cases: Array<[string, (b: Record<string, unknown>) => Record<string, unknown>, number, string]> = [
      [
        'the agreement is not accepted',
        (b) => ({ ...b, isAgree: false }),
        400,
        'Please read and agree to the merchant settlement agreement',
      ],
      ['the shop name is missing', ({ name: _, ...b }) => b, 400, 'The field “name” is required'],
      ['the shop name is blank', (b) => ({ ...b, name: '   ' }), 400, 'Please enter the shop name (up to 50 characters)'],
      ['the shop name is too long', (b) => ({ ...b, name: 'x'.repeat(51) }), 400, 'Please enter the shop name (up to 50 characters)'],
      ['the real name is blank', (b) => ({ ...b, realName: '' }), 400, 'Please enter your real name (up to 50 characters)'],
      ['the address is missing', ({ address: _, ...b }) => b, 400, 'The field “address” is required'],
      ['the code is not 6 digits', (b) => ({ ...b, captcha: '12ab56' }), 400, 'The verification code must be 6 digits'],
      ['the phone has letters', (b) => ({ ...b, phone: '12345abc' }), 400, 'Please enter a valid phone number'],
      ['the category does not exist', (b) => ({ ...b, categoryId: 999 }), 400, 'Please choose a merchant category from the list'],
      ['the type does not exist', (b) => ({ ...b, typeId: 999 }), 400, 'Please choose a merchant type from the list'],
      ['no picture', (b) => ({ ...b, qualificationPicture: '[]' }), 400, 'Please upload 1 to 10 qualification pictures'],
      [
        'pictures not as a JSON list',
        (b) => ({ ...b, qualificationPicture: 'a.png,b.png' }),
        400,
        'Please upload 1 to 10 qualification pictures',
      ],
      [
        'a picture of the seed',
        (b) => ({ ...b, qualificationPicture: JSON.stringify([`${api.url}/media/merchants/1-licence-1.svg`]) }),
        400,
        'Please use pictures uploaded through this form',
      ],
      [
        'a picture of another site',
        (b) => ({
          ...b,
          qualificationPicture: JSON.stringify(['https://evil.test/media/uploads/2025-01/0123456789abcdef0123456789abcdef.png']),
        }),
        400,
        'Please use pictures uploaded through this form',
      ],
    ];

    it.each(cases)('%s', async (_name, change, code, message) => {
      const body = await applicationBody(api, shopper);
      const r = await api.call(APPLY, { body: change(body), token: shopper.token });
      expect({ code: r.code, message: r.message }).toEqual({ code, message: expect.stringContaining(message) });
      // The code still works: the refusal came before it was checked.
      const ok = await api.call(APPLY, { body: { ...body }, token: shopper.token });
      expect(ok.code).toBe(200);
      await api.db.query('DELETE FROM merchant_settlement WHERE uid = $1', [shopper.uid]);
    });

    it('11 pictures', async () => {
      const urls = await Promise.all(Array.from({ length: 11 }, () => uploadPicture(api, shopper)));
      const body = await applicationBody(api, shopper, { pictures: urls });
      const r = await api.call(APPLY, { body, token: shopper.token });
      expect(r).toMatchObject({ code: 400, message: 'Please upload 1 to 10 qualification pictures' });
      const ten = await api.call(APPLY, {
        body: { ...body, qualificationPicture: JSON.stringify(urls.slice(0, 10)) },
        token: shopper.token,
      });
      expect(ten.code).toBe(200);
      await api.db.query('DELETE FROM merchant_settlement WHERE uid = $1', [shopper.uid]);
    });

    it('a picture another shopper uploaded', async () => {
      const other = await newShopper(api);
      const theirs = await uploadPicture(api, other);
      const body = await applicationBody(api, shopper, { pictures: [await uploadPicture(api, shopper), theirs] });
      expect(await api.call(APPLY, { body, token: shopper.token })).toMatchObject({
        code: 400,
        message: 'Please use pictures uploaded through this form',
      });
    });
  });

  it('refuses a shop name held by a merchant or an application under review, whatever the letter case', async () => {
    const shopper = await newShopper(api);
    const merchant = await api.db.query<{ name: string }>('SELECT name FROM merchant ORDER BY id LIMIT 1');
    const asMerchant = await api.call(APPLY, {
      body: await applicationBody(api, shopper, { name: merchant.rows[0].name.toUpperCase() }),
      token: shopper.token,
    });
    expect(asMerchant).toMatchObject({ code: 500, message: 'This shop name is already taken' });

    const first = await newShopper(api);
    await applied(api, first, { name: 'Lotus Tea House' });
    const second = await api.call(APPLY, { body: await applicationBody(api, shopper, { name: 'lotus tea house' }), token: shopper.token });
    expect(second).toMatchObject({ code: 500, message: 'This shop name is already taken' });
  });

  it('refuses an email that an application under review took after the code was sent', async () => {
    const late = await newShopper(api);
    const early = await newShopper(api);
    const lateBody = await applicationBody(api, late, { email: 'shared@example.test' });
    await applied(api, early, { email: 'shared@example.test' });
    expect(await api.call(APPLY, { body: lateBody, token: late.token })).toMatchObject({
      code: 500,
      message: 'This email already belongs to a merchant or to an application under review',
    });
  });

  it('checks the email code: wrong, of another email, used', async () => {
    const shopper = await newShopper(api);
    const body = await applicationBody(api, shopper);
    const wrong = String((Number(body.captcha) + 1) % 1_000_000).padStart(6, '0');
    expect(await api.call(APPLY, { body: { ...body, captcha: wrong }, token: shopper.token })).toMatchObject({
      code: 500,
      message: 'The verification code is incorrect (4 attempts left)',
    });
    const elsewhere = await api.call(APPLY, { body: { ...body, email: 'no-code@example.test' }, token: shopper.token });
    expect(elsewhere).toMatchObject({ code: 500, message: 'Please request a verification code first' });
    expect((await api.call(APPLY, { body, token: shopper.token })).code).toBe(200);
    await api.db.query('DELETE FROM merchant_settlement WHERE uid = $1', [shopper.uid]);
    expect(await api.call(APPLY, { body, token: shopper.token })).toMatchObject({
      code: 500,
      message: 'This verification code has already been used; please request a new one',
    });
  });
});

describe('GET /api/front/merchant/settled/record and detail/{id}', () => {
  it('lists only the caller’s applications, newest first, paged', async () => {
    const shopper = await newShopper(api);
    const other = await newShopper(api);
    const first = await applied(api, shopper);
    await reject(first, 'Blurry licence');
    const second = await applied(api, shopper);
    await applied(api, other);
    const all = await api.call(RECORD, { token: shopper.token });
    expect(all.data.list.map((a: { id: number }) => a.id)).toEqual([second, first]);
    expect(all.data.total).toBe(2);
    const page2 = await api.call(`${RECORD}?page=2&limit=1`, { token: shopper.token });
    expect(page2.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1, pages: 2 });
    expect(page2.data.list.map((a: { id: number }) => a.id)).toEqual([first]);
    expect(page2.data.list[0]).toMatchObject({ auditStatus: 3, denialReason: 'Blurry licence' });
    expect((await api.call(RECORD)).code).toBe(401);
  });

  it('answers the caller’s application with its history; another shopper’s is not found', async () => {
    const owner = await newShopper(api);
    const stranger = await newShopper(api);
    const id = await applied(api, owner);
    const mine = await api.call(`/api/front/merchant/settled/detail/${id}`, { token: owner.token });
    expect(mine.code).toBe(200);
    expect(mine.data).toMatchObject({ id, auditStatus: 1, history: [{ event: 'submitted', reason: null }] });
    const theirs = await api.call(`/api/front/merchant/settled/detail/${id}`, { token: stranger.token });
    expect(theirs).toMatchObject({ code: 404, message: 'Application not found', data: null });
    expect((await api.call('/api/front/merchant/settled/detail/999999', { token: owner.token })).code).toBe(404);
  });
});

describe('POST /api/front/merchant/settled/reapply/{id}', () => {
  it('resubmits a rejected application: back to pending, reason cleared, history kept', async () => {
    const shopper = await newShopper(api);
    const id = await applied(api, shopper, { name: 'Before Edit Shop' });
    expect((await reject(id, 'The licence is unreadable')).code).toBe(200);

    const body = await applicationBody(api, shopper, { name: 'After Edit Shop', categoryId: 5, address: '99 New Street' });
    const r = await api.call(`/api/front/merchant/settled/reapply/${id}`, { body, token: shopper.token });
    expect(r).toEqual(expect.objectContaining({ code: 200, message: 'Application resubmitted. We will review it within 15 working days' }));
    const detail = await api.call(`/api/front/merchant/settled/detail/${id}`, { token: shopper.token });
    expect(detail.data).toMatchObject({
      id,
      name: 'After Edit Shop',
      categoryId: 5,
      address: '99 New Street',
      auditStatus: 1,
      denialReason: '',
    });
    expect(detail.data.history.map((h: { event: string; reason: string | null }) => [h.event, h.reason])).toEqual([
      ['submitted', null],
      ['rejected', 'The licence is unreadable'],
      ['resubmitted', null],
    ]);
    expect((await api.call(RECORD, { token: shopper.token })).data.total).toBe(1);
  });

  it('only for a rejected application of the caller', async () => {
    const owner = await newShopper(api);
    const stranger = await newShopper(api);
    const id = await applied(api, owner);
    const pending = await api.call(`/api/front/merchant/settled/reapply/${id}`, {
      body: await applicationBody(api, owner),
      token: owner.token,
    });
    expect(pending).toMatchObject({ code: 500, message: 'Only an application that failed review can be edited and resubmitted' });
    await reject(id, 'Missing documents');
    const foreign = await api.call(`/api/front/merchant/settled/reapply/${id}`, {
      body: await applicationBody(api, stranger),
      token: stranger.token,
    });
    expect(foreign).toMatchObject({ code: 404, message: 'Application not found' });
    expect(await statusOf(id)).toBe(3);

    const approvedId = await applied(api, stranger);
    expect((await api.call(`/api/admin/operator/settlements/${approvedId}/approve`, { method: 'POST', headers: OPERATOR })).code).toBe(200);
    const approved = await api.call(`/api/front/merchant/settled/reapply/${approvedId}`, {
      body: await applicationBody(api, stranger),
      token: stranger.token,
    });
    expect(approved).toMatchObject({ code: 500, message: 'Only an application that failed review can be edited and resubmitted' });
  });

  it('refuses while the caller has another application under review, and checks the rules again', async () => {
    const shopper = await newShopper(api);
    const rejected = await applied(api, shopper);
    await reject(rejected, 'Wrong category');
    const pending = await applied(api, shopper);
    const r = await api.call(`/api/front/merchant/settled/reapply/${rejected}`, {
      body: await applicationBody(api, shopper),
      token: shopper.token,
    });
    expect(r).toMatchObject({ code: 500, message: 'You already have an application under review; please wait for the result' });
    await reject(pending, 'Duplicate');

    const noAgreement = await api.call(`/api/front/merchant/settled/reapply/${rejected}`, {
      body: { ...(await applicationBody(api, shopper)), isAgree: false },
      token: shopper.token,
    });
    expect(noAgreement).toMatchObject({ code: 400, message: 'Please read and agree to the merchant settlement agreement' });
    expect(await statusOf(rejected)).toBe(3);
  });

  it('a shopper may apply again after a rejection', async () => {
    const shopper = await newShopper(api);
    const id = await applied(api, shopper);
    await reject(id, 'Try again');
    const again = await applied(api, shopper);
    expect(again).not.toBe(id);
    expect(await settleCode(api, shopper, 'next@example.test')).toMatch(/^[0-9]{6}$/);
  });
});
