import { apiForFile } from '../../helper';
import { fileForm, newShopper, pngBytes } from './settlement-fixtures';

const api = apiForFile({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
let token: string;
let uid: number;
beforeAll(async () => {
  const r = await api.call('/api/front/login/email', { body: { email: 'demo@mall.test', password: 'Demo12345!' } });
  token = r.data.token;
  uid = r.data.uid;
});

async function count(sql: string): Promise<number> {
  const r = await api.db.query<{ n: number }>(sql, [uid]);
  return r.rows[0].n;
}

describe('GET /api/front/user/info', () => {
  it('needs a signed-in shopper', async () => {
    const r = await api.call('/api/front/user/info');
    expect(r).toMatchObject({ code: 401, message: 'Please log in', data: null });
    const zh = await api.call('/api/front/user/info', { token: 'a'.repeat(64), lang: 'zh-CN' });
    expect(zh).toMatchObject({ code: 401, message: '请先登录' });
  });

  it('answers the UserCenterResponse from the database', async () => {
    const r = await api.call('/api/front/user/info', { token });
    expect(r.code).toBe(200);
    expect(r.data).toEqual({
      nickname: 'Demo Shopper',
      avatar: `${api.url}/media/brand/avatar.svg`,
      phone: '13800000000',
      // Ours: the dial code, so the shopper sees "+86 13800000000".
      countryCode: '86',
      email: 'demo@mall.test',
      // The 1200 points the seed gives, plus what the demo's seeded paid orders earned (user_integral_record).
      integral: await count(
        'SELECT (1200 + COALESCE(sum(CASE type WHEN 1 THEN integral ELSE -integral END), 0))::int AS n FROM user_integral_record WHERE uid = $1',
      ),
      experience: 0,
      couponCount: await count('SELECT count(*)::int AS n FROM user_coupon WHERE uid = $1 AND status = 0 AND end_time > now()'),
      collectCount: await count('SELECT count(*)::int AS n FROM user_collect_product WHERE uid = $1'),
      userType: 'email',
    });
  });

  it('counts only unused coupons that have not expired', async () => {
    const before = (await api.call('/api/front/user/info', { token })).data.couponCount as number;
    const coupon = await api.db.query<{ id: number }>(
      "INSERT INTO coupon (name, use_type, money) VALUES ('Test coupon', 3, 5) RETURNING id",
    );
    const cid = coupon.rows[0].id;
    const insert = (status: number, end: string) =>
      api.db.query(
        `INSERT INTO user_coupon (coupon_id, uid, name, use_type, money, min_price, start_time, end_time, status)
       VALUES ($1, $2, 'Test coupon', 3, 5, 0, now() - interval '1 day', now() + $3::interval, $4)`,
        [cid, uid, end, status],
      );
    await insert(0, '7 days');
    await insert(0, '-1 hour');
    await insert(1, '7 days');
    const after = (await api.call('/api/front/user/info', { token })).data.couponCount as number;
    expect(after).toBe(before + 1);
  });
});

describe('GET /api/front/user/menu/user', () => {
  const expected = () =>
    [
      [65, 'My profile', '/users/user_info'],
      [66, 'Address Information', '/users/address_list'],
      [67, 'My favorite', '/users/collection_list'],
      [68, 'Coupons', '/users/coupon_list'],
      [72, 'My points', '/users/user_integral'],
      [69, 'follow merchant', ' '],
      [70, 'apply', '/users/merchant_settled'],
      [71, 'Application record', '/users/application_record'],
    ].map(([id, name, pcUrl]) => ({ id, name, pic: `${api.url}/media/brand/menu-${id}.svg`, url: `/pages/users/${id}`, pc_url: pcUrl }));

  it('answers the menu by sort, signed in or not', async () => {
    const anonymous = await api.call('/api/front/user/menu/user');
    expect(anonymous.code).toBe(200);
    expect(anonymous.data).toEqual({ routine_my_menus: expected(), routine_my_banner: null });
    const signedIn = await api.call('/api/front/user/menu/user', { token });
    expect(signedIn.data).toEqual(anonymous.data);
  });

  it('follows sort and hides hidden entries; null when nothing is left', async () => {
    await api.db.query('UPDATE user_menu SET sort = 0 WHERE id = 71');
    await api.db.query('UPDATE user_menu SET is_show = FALSE WHERE id = 66');
    const r = await api.call('/api/front/user/menu/user');
    expect(r.data.routine_my_menus.map((m: { id: number }) => m.id)).toEqual([71, 65, 67, 68, 72, 69, 70]);
    await api.db.query('UPDATE user_menu SET is_show = FALSE');
    const empty = await api.call('/api/front/user/menu/user');
    expect(empty.data).toEqual({ routine_my_menus: null, routine_my_banner: null });
    await api.db.query('UPDATE user_menu SET is_show = TRUE, sort = CASE WHEN id = 72 THEN 4 ELSE id - 64 END');
  });
});

/** Uploads a PNG as the shopper of `as` and answers its absolute URL. */
async function upload(as: string): Promise<string> {
  const r = await api.call('/api/front/upload/image?model=user&pid=0', {
    form: fileForm(pngBytes(), 'me.png', 'multipart', 'image/png'),
    token: as,
  });
  expect(r.code).toBe(200);
  return r.data.url as string;
}

describe('POST /api/front/user/edit', () => {
  const stored = async () => (await api.db.query('SELECT nickname, avatar FROM app_user WHERE id = $1', [uid])).rows[0];

  it('changes nickname and avatar to a picture the shopper uploaded, kept relative in the database and absolute on the wire', async () => {
    const picture = await upload(token);
    const r = await api.call('/api/front/user/edit', { token, body: { nickname: '  Shopper Two ', avatar: picture } });
    expect(r).toMatchObject({ code: 200, message: 'Successfully modified', data: null });
    expect(await stored()).toEqual({ nickname: 'Shopper Two', avatar: picture.slice(api.url.length) });
    expect(picture.slice(api.url.length)).toMatch(/^\/media\/uploads\//);
    const info = await api.call('/api/front/user/info', { token });
    expect(info.data).toMatchObject({ nickname: 'Shopper Two', avatar: picture });
  });

  it('keeps the current avatar unchanged and takes the default avatar back', async () => {
    const current = (await api.call('/api/front/user/info', { token })).data.avatar as string;
    const same = await api.call('/api/front/user/edit', { token, body: { nickname: 'Shopper Three', avatar: current }, lang: 'fr' });
    expect(same).toMatchObject({ code: 200, message: 'Modification réussie' });
    expect(await stored()).toEqual({ nickname: 'Shopper Three', avatar: current.slice(api.url.length) });
    const reset = await api.call('/api/front/user/edit', {
      token,
      body: { nickname: 'Demo Shopper', avatar: `${api.url}/media/brand/avatar.svg` },
    });
    expect(reset.code).toBe(200);
    expect(await stored()).toEqual({ nickname: 'Demo Shopper', avatar: '/media/brand/avatar.svg' });
  });

  it('refuses a picture of another site, of another shopper or of the catalogue, and changes nothing', async () => {
    const nickname = 'Not saved';
    const other = await newShopper(api, 'avatar-owner');
    const theirs = await upload(other.token);
    const attempts = [
      'https://cdn.example.test/a.png',
      theirs,
      `${api.url}/media/products/1-1.svg`,
      `${api.url}/media/uploads/../brand/logo.svg`,
    ];
    for (const avatar of attempts) {
      const r = await api.call('/api/front/user/edit', { token, body: { nickname, avatar } });
      expect({ avatar, r: { code: r.code, message: r.message } }).toEqual({
        avatar,
        r: { code: 400, message: 'Please choose a picture you uploaded as your avatar' },
      });
    }
    const zh = await api.call('/api/front/user/edit', { token, body: { nickname, avatar: theirs }, lang: 'zh-CN' });
    expect(zh.message).toBe('请选择您自己上传的图片作为头像');
    expect(await stored()).toEqual({ nickname: 'Demo Shopper', avatar: '/media/brand/avatar.svg' });
  });

  it('takes a nickname of 1 to 20 characters once trimmed, in any script', async () => {
    const avatar = `${api.url}/media/brand/avatar.svg`;
    for (const nickname of ['x'.repeat(20), `   ${'y'.repeat(20)}   `, '小明的购物车小明的购物车小明的购物车小明', 'ผู้ซื้อ', 'A']) {
      const r = await api.call('/api/front/user/edit', { token, body: { nickname, avatar } });
      expect({ nickname, code: r.code }).toEqual({ nickname, code: 200 });
      expect((await stored()).nickname).toBe(nickname.trim());
    }
  });

  it('refuses a blank or too long nickname and a non-http avatar, in the shopper’s language', async () => {
    const avatar = `${api.url}/media/brand/avatar.svg`;
    await api.call('/api/front/user/edit', { token, body: { nickname: 'Demo Shopper', avatar } });
    const blank = await api.call('/api/front/user/edit', { token, body: { nickname: '   ', avatar } });
    expect(blank).toMatchObject({ code: 400, message: 'The nickname must be 1 to 20 characters and not blank' });
    const long = await api.call('/api/front/user/edit', { token, body: { nickname: 'x'.repeat(21), avatar } });
    expect(long.message).toBe('The nickname must be 1 to 20 characters and not blank');
    const th = await api.call('/api/front/user/edit', { token, body: { nickname: 'ก'.repeat(21), avatar }, lang: 'th' });
    expect(th.message).toBe('ชื่อเล่นต้องมี 1 ถึง 20 ตัวอักษรและไม่เว้นว่าง');
    const empty = await api.call('/api/front/user/edit', { token, body: { nickname: '', avatar }, lang: 'lao' });
    expect(empty.message).toBe('ຊື່ຫຼິ້ນຕ້ອງມີ 1 ຫາ 20 ຕົວອັກສອນ ແລະ ບໍ່ເປັນຄ່າຫວ່າງ');
    const url = await api.call('/api/front/user/edit', { token, body: { nickname: 'Me', avatar: 'javascript:alert(1)' } });
    expect(url).toMatchObject({ code: 400, message: 'The avatar must be the http(s) address of a picture' });
    const missing = await api.call('/api/front/user/edit', { token, body: { nickname: 'Me' } });
    expect(missing).toMatchObject({ code: 400, message: 'The field “avatar” is required' });
    expect(await stored()).toEqual({ nickname: 'Demo Shopper', avatar: '/media/brand/avatar.svg' });
  });

  it('needs a signed-in shopper', async () => {
    const r = await api.call('/api/front/user/edit', { body: { nickname: 'Me', avatar: 'https://cdn.example.test/a.png' } });
    expect(r).toMatchObject({ code: 401, message: 'Please log in' });
  });
});
