import { apiForFile, TEST_HASH_COST } from '../../helper';
import { hashPassword } from '../../../src/services/auth/password';

/**
 * The new-password rule (ASVS 5.0 V6.2) over HTTP, on every route that sets a password: registration, the
 * forgotten-password reset and the password change. 8–128 characters (code points), any characters, no mix
 * required, the most common passwords refused; sign-in applies none of it.
 */
const api = apiForFile({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
let serial = 0;

const LENGTH = 'The password must be 8 to 128 characters long (any characters, spaces included)';
const COMMON = 'This password is one of the most commonly used and easy to guess; please choose another';
const EMOJI = '🔐'; // one code point, two UTF-16 units

const uniqueEmail = (what: string) => `rules-${what}-${++serial}-${Date.now().toString(36)}@mall.test`;

async function lastCode(to: string): Promise<string> {
  const r = await api.db.query<{ code: string }>('SELECT code FROM outbox_message WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [to]);
  return r.rows[0].code;
}

const register = (email: string, password: string, captcha = '123456', lang?: string) =>
  api.call('/api/front/login/register/email', { body: { email, captcha, password }, lang });
const signIn = (email: string, password: string) => api.call('/api/front/login/email', { body: { email, password } });

/** Registers a new email account with `password` through the code the API mails; answers the registration. */
async function registerForReal(password: string) {
  const email = uniqueEmail('ok');
  expect((await api.call('/api/front/login/email/captcha', { body: email })).code).toBe(200);
  return { email, answer: await register(email, password, await lastCode(email)) };
}

/** An account stored with a password set before these rules (inserted as an older release left it). */
async function legacyAccount(password: string): Promise<string> {
  const email = uniqueEmail('legacy');
  await api.db.query(`INSERT INTO app_user (email, password_hash, nickname, user_type) VALUES ($1, $2, 'Legacy', 'email')`, [
    email,
    await hashPassword(password, TEST_HASH_COST),
  ]);
  return email;
}

describe('registration: POST /api/front/login/register/email', () => {
  it.each([
    ['7 characters', 'kq7vbzt'],
    ['129 characters', 'k'.repeat(129)],
    ['129 emoji (258 UTF-16 units)', EMOJI.repeat(129)],
    ['nothing but spaces, 7 of them', ' '.repeat(7)],
  ])('refuses a password of %s with the length message', async (_, password) => {
    const r = await register(uniqueEmail('short'), password);
    expect(r).toMatchObject({ code: 400, message: LENGTH, data: null });
  });

  it.each([
    ['a common password', 'password1'],
    ['in another case', 'PassWord1'],
    ['in full-width letters (the same after NFKC)', 'ｐａｓｓｗｏｒｄ１'],
    ['of digits only', '12345678'],
    ['a keyboard walk', 'qwertyuiop'],
  ])('refuses %s', async (_, password) => {
    const r = await register(uniqueEmail('common'), password);
    expect(r).toMatchObject({ code: 400, message: COMMON, data: null });
  });

  it('says so in the shopper’s language', async () => {
    const expected: Record<string, [string, string]> = {
      'zh-CN': ['密码长度须为 8 到 128 个字符（可使用任意字符，包括空格）', '该密码属于最常用的密码，容易被猜中，请换一个'],
      fr: [
        'Le mot de passe doit comporter de 8 à 128 caractères (tous les caractères sont permis, espaces compris)',
        'Ce mot de passe fait partie des plus courants et se devine facilement ; veuillez en choisir un autre',
      ],
      th: ['รหัสผ่านต้องมีความยาว 8 ถึง 128 ตัวอักษร (ใช้อักขระใดก็ได้ รวมถึงช่องว่าง)', 'รหัสผ่านนี้เป็นหนึ่งในรหัสผ่านที่ใช้บ่อยที่สุดและเดาได้ง่าย กรุณาเลือกรหัสผ่านอื่น'],
      lao: [
        'ລະຫັດຜ່ານຕ້ອງມີຄວາມຍາວ 8 ຫາ 128 ຕົວອັກສອນ (ໃຊ້ຕົວອັກສອນໃດກໍໄດ້, ລວມທັງຍະຫວ່າງ)',
        'ລະຫັດຜ່ານນີ້ເປັນໜຶ່ງໃນລະຫັດຜ່ານທີ່ໃຊ້ຫຼາຍທີ່ສຸດ ແລະ ເດົາໄດ້ງ່າຍ, ກະລຸນາເລືອກລະຫັດຜ່ານອື່ນ',
      ],
    };
    for (const [lang, [length, common]] of Object.entries(expected)) {
      expect((await register(uniqueEmail('lang'), 'short', '123456', lang)).message).toBe(length);
      expect((await register(uniqueEmail('lang'), 'iloveyou', '123456', lang)).message).toBe(common);
    }
  });

  it.each([
    ['8 characters', 'mxq7vbzt'],
    ['64 characters', 'mxq7vbzt'.repeat(8)],
    ['128 characters (the most)', 'mxq7vbzt'.repeat(16)],
    ['128 emoji (256 UTF-16 units: counted as characters)', EMOJI.repeat(128)],
    ['lower-case letters only (no mix required)', 'plumtreeorchard'],
    ['spaces (a passphrase)', 'correct horse battery staple'],
    ['Thai and Lao letters', 'รหัสผ่านของฉัน ລະຫັດ'],
    ['accented and CJK letters', 'mật khẩu 我的密码'],
  ])('accepts %s, and the new account signs in with it', async (_, password) => {
    const { email, answer } = await registerForReal(password);
    expect(answer).toMatchObject({ code: 200, message: 'Registration successful' });
    const login = await signIn(email, password);
    expect(login).toMatchObject({ code: 200, message: 'Login successful' });
    expect(login.data.uid).toBe(answer.data.uid);
  });
});

describe('setting a password again: reset and change', () => {
  it('applies the same rule to the forgotten-password reset', async () => {
    const email = await legacyAccount('Before123!');
    expect((await api.call('/api/front/login/email/forget/password', { body: email })).code).toBe(200);
    const captcha = await lastCode(email);
    const reset = (newPassword: string) =>
      api.call('/api/front/login/email/reset/password', { body: { email, captcha, newPassword, passwordAgain: newPassword } });
    expect(await reset('7-chars')).toMatchObject({ code: 400, message: LENGTH });
    expect(await reset('x'.repeat(129))).toMatchObject({ code: 400, message: LENGTH });
    expect(await reset('Sunshine')).toMatchObject({ code: 400, message: COMMON });
    // None of the refusals used the code: a passphrase without digits or capitals is taken.
    expect(await reset('a quiet morning by the river')).toMatchObject({ code: 200, message: 'Password reset successfully' });
    expect((await signIn(email, 'a quiet morning by the river')).code).toBe(200);
  });

  it('applies the same rule to the password change of a signed-in shopper', async () => {
    const email = await legacyAccount('Before123!');
    const { data } = await signIn(email, 'Before123!');
    const token = data.token as string;
    expect((await api.call('/api/front/captcha/email/password', { method: 'POST', token })).code).toBe(200);
    const captcha = await lastCode(email);
    const change = (newPassword: string) =>
      api.call('/api/front/user/email/update/password', { token, body: { captcha, newPassword, passwordAgain: newPassword } });
    expect(await change('short')).toMatchObject({ code: 400, message: LENGTH });
    expect(await change('Football')).toMatchObject({ code: 400, message: COMMON });
    const passphrase = `${'ລະຫັດຜ່ານ '.repeat(12)}`.trim(); // 119 code points of Lao and spaces
    expect(await change(passphrase)).toMatchObject({ code: 200, message: 'Password has been updated' });
    expect((await signIn(email, passphrase)).code).toBe(200);
  });
});

describe('sign-in applies no rule, so existing accounts keep working', () => {
  it.each([
    ['6 characters', 'abc123'],
    ['a 25-character password, longer than the old cap of 20', 'Legacy-password-1234567!!'],
    ['no mix of characters', 'onlylowercase'],
    ['a password now on the common list', 'password1'],
  ])('signs in an account whose password has %s', async (_, password) => {
    const email = await legacyAccount(password);
    expect(await signIn(email, password)).toMatchObject({ code: 200, message: 'Login successful' });
    expect(await signIn(email, `${password}x`)).toMatchObject({ code: 500, message: 'Incorrect account or password' });
  });
});
