import { apiForFile } from '../../helper';
import { account as registered, type Account, type AccountKind } from './account-fixtures';

const OLD = 'Old-pass123';
const NEW = 'New-pass456';

const api = apiForFile({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
let serial = 0;

/** A registered account with the password OLD (an email, a phone or both), signed in once. */
function account(kind: AccountKind = { email: true }): Promise<Account> {
  serial++;
  return registered(api, kind, OLD, {
    email: () => `change-${serial}-${Date.now().toString(36)}@mall.test`,
    phone: () => `1390000${String(serial).padStart(4, '0')}`,
    nickname: 'Changer',
  });
}

const post = (path: string, as: Account | null, body?: unknown, lang?: string) =>
  api.call(path, { method: 'POST', token: as?.token ?? null, body, lang });
const sendEmail = (as: Account | null, lang?: string) => post('/api/front/captcha/email/password', as, undefined, lang);
const sendSms = (as: Account | null, lang?: string) => post('/api/front/captcha/phone/password', as, undefined, lang);
const changeByEmail = (as: Account | null, body: unknown, lang?: string) => post('/api/front/user/email/update/password', as, body, lang);
const changeByPhone = (as: Account | null, body: unknown, lang?: string) => post('/api/front/user/phone/update/password', as, body, lang);

/** The newest message the outbox holds for `to`. */
async function lastMessage(to: string) {
  const r = await api.db.query<{ channel: string; subject: string; code: string }>(
    'SELECT channel, subject, code FROM outbox_message WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  return r.rows[0];
}

const signIn = (email: string, password: string) => api.call('/api/front/login/email', { body: { email, password } });
const alive = async (token: string) => (await api.call('/api/front/user/info', { token })).code === 200;

describe('sending the code: POST /api/front/captcha/{email|phone}/password', () => {
  it('sends 6 digits to the account’s own email, one per 60 seconds', async () => {
    const me = await account();
    const r = await sendEmail(me);
    expect(r).toMatchObject({ code: 200, message: 'Sent successfully', data: true });
    const mail = await lastMessage(me.email!);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your code to change your password' });
    expect(mail.code).toMatch(/^[0-9]{6}$/);

    const again = await sendEmail(me);
    expect(again.code).toBe(500);
    expect(again.message).toMatch(/^A code was just sent; please wait \d+ seconds before asking for another$/);
    const fr = await sendEmail(me, 'fr');
    expect(fr.message).toMatch(/^Un code vient d’être envoyé/);
  });

  it('sends an SMS to the account’s own phone (the outbox: no SMS gateway)', async () => {
    const me = await account({ phone: true });
    expect(await sendSms(me, 'zh-CN')).toMatchObject({ code: 200, message: '发送成功', data: true });
    const sms = await lastMessage(`+86${me.phone}`);
    expect(sms.channel).toBe('sms');
    expect(sms.code).toMatch(/^[0-9]{6}$/);
  });

  it('refuses an account without that address, a guest account, and a visitor without a token', async () => {
    const emailOnly = await account({ email: true });
    expect(await sendSms(emailOnly)).toMatchObject({
      code: 500,
      message: 'Your account has no phone number to send the code to; use your email instead',
      data: null,
    });
    const phoneOnly = await account({ phone: true });
    expect(await sendEmail(phoneOnly, 'th')).toMatchObject({ code: 500, message: 'บัญชีของคุณไม่มีอีเมลสำหรับส่งรหัส กรุณาใช้โทรศัพท์แทน' });
    const guest = await account({ visitor: true });
    expect(await sendEmail(guest)).toMatchObject({
      code: 500,
      message: 'A guest account has no password to change; please register an account first',
    });
    expect(await lastMessage(guest.email!)).toBeUndefined();
    expect(await sendEmail(null)).toMatchObject({ code: 401, message: 'Please log in' });
    expect(await sendSms(null)).toMatchObject({ code: 401 });
  });
});

describe('changing the password: POST /api/front/user/{email|phone}/update/password', () => {
  it('sets the new password, ends every other session and keeps the one that changed it', async () => {
    const me = await account();
    const otherSession = (await signIn(me.email!, OLD)).data.token as string;
    expect(await alive(otherSession)).toBe(true);
    await sendEmail(me);
    const { code } = await lastMessage(me.email!);

    const r = await changeByEmail(me, { captcha: code, newPassword: NEW, passwordAgain: NEW });
    expect(r).toMatchObject({ code: 200, message: 'Password has been updated', data: null });
    expect(await alive(me.token)).toBe(true);
    expect(await alive(otherSession)).toBe(false);
    expect(await signIn(me.email!, OLD)).toMatchObject({ code: 500, message: 'Incorrect account or password' });
    expect((await signIn(me.email!, NEW)).code).toBe(200);
    // The code worked once.
    expect(await changeByEmail(me, { captcha: code, newPassword: OLD, passwordAgain: OLD })).toMatchObject({
      code: 500,
      message: 'This verification code has already been used; please request a new one',
    });
  });

  it('changes a phone account’s password with the SMS code, answered in the shopper’s language', async () => {
    const me = await account({ phone: true });
    await sendSms(me);
    const { code } = await lastMessage(`+86${me.phone}`);
    const r = await changeByPhone(me, { captcha: code, newPassword: NEW, passwordAgain: NEW }, 'lao');
    expect(r).toMatchObject({ code: 200, message: 'ອັບເດດລະຫັດຜ່ານແລ້ວ' });
    const signedIn = await api.call('/api/front/login/mobile/password', { body: { countryCode: '+86', phone: me.phone, password: NEW } });
    expect(signedIn.code).toBe(200);
  });

  it('checks the repeat before using the code, then the rules, then the code', async () => {
    const me = await account();
    await sendEmail(me);
    const { code } = await lastMessage(me.email!);
    expect(await changeByEmail(me, { captcha: code, newPassword: NEW, passwordAgain: `${NEW}x` })).toMatchObject({
      code: 400,
      message: 'The two passwords do not match',
    });
    const weak: Array<[string, string]> = [
      ['short1A', 'The password must be 8 to 128 characters long (any characters, spaces included)'],
      ['x'.repeat(129), 'The password must be 8 to 128 characters long (any characters, spaces included)'],
      ['Password1', 'This password is one of the most commonly used and easy to guess; please choose another'],
    ];
    for (const [password, message] of weak) {
      const r = await changeByEmail(me, { captcha: code, newPassword: password, passwordAgain: password });
      expect({ password, code: r.code, message: r.message }).toEqual({ password, code: 400, message });
    }
    expect((await changeByEmail(me, { captcha: '12ab56', newPassword: NEW, passwordAgain: NEW })).message).toBe(
      'The verification code must be 6 digits',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await changeByEmail(me, { captcha: wrong, newPassword: NEW, passwordAgain: NEW })).toMatchObject({
      code: 500,
      message: 'The verification code is incorrect (4 attempts left)',
    });
    expect(await signIn(me.email!, OLD)).toMatchObject({ code: 200 });
    // None of the refusals used the code up.
    expect((await changeByEmail(me, { captcha: code, newPassword: NEW, passwordAgain: NEW })).code).toBe(200);
  });

  it('takes only the caller’s own code for this purpose', async () => {
    const me = await account();
    const other = await account();
    await sendEmail(me);
    const { code } = await lastMessage(me.email!);
    // Another shopper cannot use it: their own address has no code.
    expect(await changeByEmail(other, { captcha: code, newPassword: NEW, passwordAgain: NEW })).toMatchObject({
      code: 500,
      message: 'Please request a verification code first',
    });
    // The forgotten-password reset does not take a password change code either.
    expect(
      await api.call('/api/front/login/email/reset/password', {
        body: { email: me.email, captcha: code, newPassword: NEW, passwordAgain: NEW },
      }),
    ).toMatchObject({ code: 500, message: 'Please request a verification code first' });
    // Nor the SMS route (the account has no phone).
    expect((await changeByPhone(me, { captcha: code, newPassword: NEW, passwordAgain: NEW })).code).toBe(500);
    expect(await signIn(me.email!, OLD)).toMatchObject({ code: 200 });
    expect(await signIn(other.email!, OLD)).toMatchObject({ code: 200 });
  });

  it('refuses a guest account and a visitor without a token', async () => {
    const guest = await account({ visitor: true });
    expect(await changeByEmail(guest, { captcha: '123456', newPassword: NEW, passwordAgain: NEW }, 'fr')).toMatchObject({
      code: 500,
      message: 'Un compte invité n’a pas de mot de passe à changer ; veuillez d’abord créer un compte',
    });
    const [row] = (await api.db.query('SELECT password_hash FROM app_user WHERE id = $1', [guest.uid])).rows;
    expect(row.password_hash).toBeNull();
    expect(await changeByEmail(null, { captcha: '123456', newPassword: NEW, passwordAgain: NEW })).toMatchObject({ code: 401 });
    expect(await changeByPhone(null, { captcha: '123456', newPassword: NEW, passwordAgain: NEW })).toMatchObject({ code: 401 });
  });
});
