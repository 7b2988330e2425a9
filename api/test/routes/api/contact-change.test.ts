import { startApi, type TestApi } from '../../helper';
import { account as registered, type Account, type AccountKind } from './account-fixtures';

const PASSWORD = 'Contact-pass123';

let api: TestApi;
let serial = 0;

beforeAll(async () => {
  // Two email codes a day per address, so the daily budget is reached in a few calls.
  api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 }, limits: { codesPerAddressPerDay: 2 } });
}, 60_000);
afterAll(() => api?.close());

const unique = () => `${++serial}-${Date.now().toString(36)}`;
const freshEmail = () => `contact-${unique()}@mall.test`;

const account = (kind: AccountKind = { email: true }) =>
  registered(api, kind, PASSWORD, {
    email: freshEmail,
    phone: () => `1360000${String(++serial).padStart(4, '0')}`,
    nickname: 'Mover',
  });

const post = (path: string, as: Account | null, body?: unknown, lang?: string) =>
  api.call(path, { method: 'POST', token: as?.token ?? null, body, lang });
const sendEmailCode = (as: Account | null, email: string, lang?: string) => post('/api/front/captcha/change/email', as, { email }, lang);
const sendPhoneCode = (as: Account | null, phone: string, countryCode = '+86', lang?: string) =>
  post('/api/front/captcha/change/phone', as, { phone, countryCode }, lang);
const changeEmail = (as: Account | null, email: string, captcha: string, lang?: string) =>
  post('/api/user/change/email', as, { email, captcha }, lang);
const changePhone = (as: Account | null, body: unknown, lang?: string) => post('/api/user/change/phone', as, body, lang);

/** Every message the outbox holds for `to`, newest first. */
async function messages(to: string) {
  const r = await api.db.query<{ channel: string; subject: string; body: string; code: string | null }>(
    'SELECT channel, subject, body, code FROM outbox_message WHERE recipient = $1 ORDER BY id DESC',
    [to],
  );
  return r.rows;
}

const info = async (as: Account) => (await api.call('/api/front/user/info', { token: as.token })).data;

describe('changing the email: POST /api/front/captcha/change/email, POST /api/user/change/email', () => {
  it('sends the code to the new address, changes the email and tells the old one', async () => {
    const me = await account();
    const next = freshEmail();
    expect(await sendEmailCode(me, next, 'fr')).toMatchObject({ code: 200, message: 'Envoyé avec succès' });
    const [mail] = await messages(next);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Votre code pour confirmer votre nouvelle adresse e-mail' });
    expect(mail.code).toMatch(/^[0-9]{6}$/);
    // Nothing went to the old address yet.
    expect(await messages(me.email!)).toEqual([]);

    const r = await changeEmail(me, next.toUpperCase(), mail.code!, 'fr');
    expect(r).toMatchObject({ code: 200, message: 'Votre adresse e-mail a été modifiée', data: null });
    expect(await info(me)).toMatchObject({ email: next });
    const [notice] = await messages(me.email!);
    expect(notice).toMatchObject({ channel: 'email', subject: 'Les coordonnées de votre compte ont été modifiées', code: null });
    expect(notice.body).toContain(`de ${me.email} à ${next}`);

    // The new email signs in; the old one no longer does.
    expect((await api.call('/api/front/login/email', { body: { email: next, password: PASSWORD } })).code).toBe(200);
    expect((await api.call('/api/front/login/email', { body: { email: me.email, password: PASSWORD } })).code).toBe(500);
    // The code worked once.
    expect(await changeEmail(me, next, mail.code!)).toMatchObject({ code: 500 });
  });

  it('refuses an address another account has, in the shopper’s language, at the send and at the change', async () => {
    const me = await account();
    const other = await account();
    expect(await sendEmailCode(me, other.email!, 'th')).toMatchObject({ code: 500, message: 'อีเมลนี้ถูกใช้โดยบัญชีอื่นแล้ว' });
    expect(await messages(other.email!)).toEqual([]);

    // Free when the code was sent, taken (by a registration) before the change.
    const contested = freshEmail();
    await sendEmailCode(me, contested);
    const [{ code }] = await messages(contested);
    await api.db.query(`UPDATE app_user SET email = $2 WHERE id = $1`, [other.uid, contested]);
    expect(await changeEmail(me, contested, code!, 'zh-CN')).toMatchObject({ code: 500, message: '该邮箱已被其他账号使用' });
    expect(await info(me)).toMatchObject({ email: me.email });
  });

  it('binds the code to the account that asked for it, and counts wrong codes', async () => {
    const me = await account();
    const thief = await account();
    const next = freshEmail();
    await sendEmailCode(me, next);
    const [{ code }] = await messages(next);
    expect(await changeEmail(thief, next, code!)).toMatchObject({ code: 500, message: 'Please request a verification code first' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await changeEmail(me, next, wrong)).toMatchObject({
      code: 500,
      message: 'The verification code is incorrect (4 attempts left)',
    });
    expect((await changeEmail(me, next, code!)).code).toBe(200);
    expect(await info(thief)).toMatchObject({ email: thief.email });
  });

  it('spends the daily budget of the new address like every other code, and refuses the own address and guests', async () => {
    const me = await account();
    const next = freshEmail();
    expect((await sendEmailCode(me, next)).code).toBe(200);
    // A second code for the same address the same day (after the 60 s wait), then the budget (2 here) is spent.
    await api.db.query(`UPDATE verification_code SET created_at = created_at - interval '2 minutes' WHERE target = $1`, [next]);
    expect((await sendEmailCode(me, next)).code).toBe(200);
    await api.db.query(`UPDATE verification_code SET created_at = created_at - interval '2 minutes' WHERE target = $1`, [next]);
    expect(await sendEmailCode(me, next)).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^This email address has had its 2 codes for today; please try again in \d+ hours$/),
    });

    expect(await sendEmailCode(me, me.email!)).toMatchObject({ code: 500, message: 'This is already your account’s address' });
    const guest = await account({ visitor: true });
    expect(await sendEmailCode(guest, freshEmail(), 'lao')).toMatchObject({
      code: 500,
      message: 'ບັນຊີແຂກບໍ່ສາມາດປ່ຽນອີເມວ ຫຼື ໂທລະສັບໄດ້, ກະລຸນາລົງທະບຽນບັນຊີກ່ອນ',
    });
    expect(await sendEmailCode(null, freshEmail())).toMatchObject({ code: 401 });
    expect(await sendEmailCode(me, 'not-an-email')).toMatchObject({ code: 400 });
  });
});

describe('changing the phone: POST /api/front/captcha/change/phone, POST /api/user/change/phone', () => {
  it('sends an SMS to the new number, changes it with the contract’s body and tells the account’s email', async () => {
    const me = await account({ email: true });
    const next = `1350000${String(++serial).padStart(4, '0')}`;
    expect((await sendPhoneCode(me, next, '+33')).code).toBe(200);
    const [sms] = await messages(`+33${next}`);
    expect(sms.channel).toBe('sms');
    const r = await changePhone(me, { phone: next, sms_code: sms.code, countryCode: '+33' }, 'lao');
    expect(r).toMatchObject({ code: 200, message: 'ປ່ຽນເບີໂທລະສັບແລ້ວ' });
    expect(await info(me)).toMatchObject({ phone: next, countryCode: '33' });
    const [notice] = await messages(me.email!);
    expect(notice.body).toContain(`+33 ${next}`);
    const signIn = await api.call('/api/front/login/mobile/password', { body: { countryCode: '+33', phone: next, password: PASSWORD } });
    expect(signIn.code).toBe(200);
  });

  it('takes the account’s own dial code when the body has none, and tells a phone-only account’s old number by SMS', async () => {
    const me = await account({ phone: true });
    const next = `1350000${String(++serial).padStart(4, '0')}`;
    await sendPhoneCode(me, next, '86');
    const [sms] = await messages(`+86${next}`);
    expect((await changePhone(me, { phone: next, sms_code: sms.code })).code).toBe(200);
    expect(await info(me)).toMatchObject({ phone: next });
    const [notice] = await messages(`+86${me.phone}`);
    expect(notice).toMatchObject({ channel: 'sms', subject: 'The contact details of your account were changed' });
    expect(notice.body).toContain(`from +86 ${me.phone} to +86 ${next}`);
  });

  it('refuses a number another account has', async () => {
    const me = await account();
    const other = await account({ phone: true });
    expect(await sendPhoneCode(me, other.phone!, '+86', 'fr')).toMatchObject({
      code: 500,
      message: 'Ce numéro de téléphone est déjà utilisé par un autre compte',
    });
    expect(await messages(`+86${other.phone}`)).toEqual([]);
    expect(await changePhone(me, { phone: other.phone, sms_code: '123456' })).toMatchObject({ code: 500 });
  });
});
