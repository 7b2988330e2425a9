import { apiForFile } from '../../helper';
import { rows, shopper, type Shopper } from './order-fixtures';

const api = apiForFile();

const home = {
  realName: 'Li Lei',
  detail: '1 Garden Road, Shanghai',
  postCode: '200000',
  email: 'li@mall.test',
  country: 'China',
  countryCode: '86',
  phone: '13800000000',
};
const edit = (who: Shopper, body: unknown, lang?: string) => api.call('/api/front/address/edit', { token: who.token, body, lang });
const post = (who: Shopper, path: string, id: number, lang?: string) => api.call(path, { token: who.token, body: { id }, lang });
const defaults = async (who: Shopper) =>
  (await rows<{ id: number }>(api, 'SELECT id FROM user_address WHERE uid = $1 AND is_default ORDER BY id', [who.uid])).map((r) => r.id);
const count = async (who: Shopper) =>
  (await rows<{ n: number }>(api, 'SELECT count(*)::int AS n FROM user_address WHERE uid = $1', [who.uid]))[0].n;

describe('required fields, in the shopper’s language', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    [
      'realName',
      { realName: undefined },
      {
        en: 'Please enter the recipient’s name (at most 64 characters)',
        'zh-CN': '请填写收货人姓名（最多 64 个字符）',
        fr: 'Veuillez saisir le nom du destinataire (64 caractères au plus)',
        th: 'กรุณากรอกชื่อผู้รับ (ไม่เกิน 64 ตัวอักษร)',
        lao: 'ກະລຸນາປ້ອນຊື່ຜູ້ຮັບ (ບໍ່ເກີນ 64 ຕົວອັກສອນ)',
      },
    ],
    [
      'detail',
      { detail: '   ' },
      {
        en: 'Please enter the detailed address (at most 256 characters)',
        'zh-CN': '请填写详细地址（最多 256 个字符）',
        fr: 'Veuillez saisir l’adresse complète (256 caractères au plus)',
        th: 'กรุณากรอกที่อยู่โดยละเอียด (ไม่เกิน 256 ตัวอักษร)',
        lao: 'ກະລຸນາປ້ອນທີ່ຢູ່ລະອຽດ (ບໍ່ເກີນ 256 ຕົວອັກສອນ)',
      },
    ],
    [
      'postCode',
      { postCode: '' },
      {
        en: 'Please enter a post code of 3 to 10 letters, digits, spaces or hyphens',
        'zh-CN': '请填写邮政编码（3 到 10 位字母、数字、空格或连字符）',
        fr: 'Veuillez saisir un code postal de 3 à 10 lettres, chiffres, espaces ou tirets',
        th: 'กรุณากรอกรหัสไปรษณีย์ 3 ถึง 10 ตัว (ตัวอักษร ตัวเลข ช่องว่าง หรือขีดกลาง)',
        lao: 'ກະລຸນາປ້ອນລະຫັດໄປສະນີ 3 ຫາ 10 ຕົວ (ຕົວອັກສອນ, ຕົວເລກ, ຍະຫວ່າງ ຫຼື ຂີດກາງ)',
      },
    ],
  ];

  it.each(cases)('refuses a missing or blank %s with its own message', async (_field, change, messages) => {
    const me = await shopper(api);
    for (const [lang, message] of Object.entries(messages)) {
      const r = await edit(me, { ...home, ...change }, lang);
      expect({ lang, code: r.code, message: r.message, data: r.data }).toEqual({ lang, code: 400, message, data: null });
    }
    expect(await count(me)).toBe(0);
  });

  it('names a bad email, phone or dial code, and leaves unknown problems to the generic message', async () => {
    const me = await shopper(api);
    expect((await edit(me, { ...home, email: 'li at mall' })).message).toBe('Please fill in the recipient’s correct email address');
    expect((await edit(me, { ...home, countryCode: '44', phone: 'call me' })).message).toBe(
      'Please enter a valid phone number (4 to 20 digits)',
    );
    expect((await edit(me, { ...home, countryCode: 'CN' })).message).toBe('Please choose a valid country dialling code');
    expect(await edit(me, { ...home, id: -1 })).toMatchObject({ code: 400, message: expect.stringContaining('“id”') });
    expect(await count(me)).toBe(0);
  });
});

describe('the phone is a Chinese mobile number when the dial code is 86', () => {
  it('refuses a number that is not one, with 86 or +86', async () => {
    const me = await shopper(api);
    for (const [countryCode, phone] of [
      ['86', '12345678901'],
      ['+86', '2079460000'],
      ['86', '1380000000'],
      ['86', ''],
      ['86', '138000000001'],
    ]) {
      const r = await edit(me, { ...home, countryCode, phone });
      expect({ countryCode, phone, code: r.code, message: r.message }).toEqual({
        countryCode,
        phone,
        code: 400,
        message: 'Please enter a valid mobile number for China (11 digits starting with 1)',
      });
    }
    expect((await edit(me, { ...home, phone: '1234' }, 'zh-CN')).message).toBe('请输入正确的手机号码（以 1 开头的 11 位数字）');
    expect(await count(me)).toBe(0);
  });

  it('takes a mainland mobile number, also typed with spaces, and does not check other countries’ numbers that way', async () => {
    const me = await shopper(api);
    const ok = [
      ['86', '13800000000'],
      ['+86', '199 1234 5678'],
      ['86', '150-1234-5678'],
      ['44', '2079460000'],
      ['+1', '555 123 4567'],
      ['66', '021234567'],
      ['', ''],
    ];
    for (const [countryCode, phone] of ok) {
      const r = await edit(me, { ...home, countryCode, phone });
      expect({ countryCode, phone, code: r.code }).toEqual({ countryCode, phone, code: 200 });
    }
    expect(await count(me)).toBe(ok.length);
  });

  it('applies to an update too', async () => {
    const me = await shopper(api);
    const saved = (await edit(me, { ...home, countryCode: '44', phone: '2079460000' })).data;
    expect((await edit(me, { ...home, id: saved.id, countryCode: '86', phone: '2079460000' })).code).toBe(400);
    const [row] = await rows(api, 'SELECT country_code, phone FROM user_address WHERE id = $1', [saved.id]);
    expect(row).toEqual({ country_code: '44', phone: '2079460000' });
  });
});

describe('at most one default address', () => {
  it('moves the default when another is set or saved as default, and never has two', async () => {
    const me = await shopper(api);
    const a = (await edit(me, { ...home, realName: 'A' })).data;
    const b = (await edit(me, { ...home, realName: 'B' })).data;
    const c = (await edit(me, { ...home, realName: 'C', isDefault: true })).data;
    expect(await defaults(me)).toEqual([c.id]);
    expect((await post(me, '/api/front/address/default/set', b.id)).code).toBe(200);
    expect(await defaults(me)).toEqual([b.id]);
    expect((await edit(me, { ...home, id: a.id, realName: 'A', isDefault: true })).data.isDefault).toBe(true);
    expect(await defaults(me)).toEqual([a.id]);
    // Setting the default twice is harmless.
    expect((await post(me, '/api/front/address/default/set', a.id)).code).toBe(200);
    expect(await defaults(me)).toEqual([a.id]);
    // The database itself refuses a second default.
    await expect(api.db.query('UPDATE user_address SET is_default = TRUE WHERE id = $1', [b.id])).rejects.toThrow(
      /user_address_default_uq/,
    );
  });

  it('leaves none when the default is saved as not default', async () => {
    const me = await shopper(api);
    const a = (await edit(me, { ...home, realName: 'A' })).data;
    await edit(me, { ...home, realName: 'B' });
    expect((await edit(me, { ...home, id: a.id, isDefault: false })).data.isDefault).toBe(false);
    expect(await defaults(me)).toEqual([]);
    expect((await api.call('/api/front/address/default', { token: me.token })).data).toBeNull();
  });

  it('promotes the newest remaining address when the default is deleted, and leaves none after the last', async () => {
    const me = await shopper(api);
    const a = (await edit(me, { ...home, realName: 'A' })).data;
    const b = (await edit(me, { ...home, realName: 'B' })).data;
    const c = (await edit(me, { ...home, realName: 'C' })).data;
    await post(me, '/api/front/address/default/set', b.id);
    expect((await post(me, '/api/front/address/del', b.id)).code).toBe(200);
    expect(await defaults(me)).toEqual([c.id]);
    // Deleting an address that is not the default leaves the default where it is.
    expect((await post(me, '/api/front/address/del', a.id)).code).toBe(200);
    expect(await defaults(me)).toEqual([c.id]);
    expect((await post(me, '/api/front/address/del', c.id)).code).toBe(200);
    expect(await count(me)).toBe(0);
    expect((await api.call('/api/front/address/default', { token: me.token })).data).toBeNull();
  });
});

describe('another shopper’s address is not found, everywhere', () => {
  it('answers 404 for detail, edit, delete and default, as for an unknown id, and lists only the caller’s', async () => {
    const owner = await shopper(api);
    const mine = (await edit(owner, home)).data;
    const kept = (await edit(owner, { ...home, realName: 'Kept' })).data;
    const intruder = await shopper(api);
    const own = (await edit(intruder, { ...home, realName: 'Intruder' })).data;
    const [{ max }] = await rows<{ max: number }>(api, 'SELECT max(id)::int AS max FROM user_address');
    const notFound = { code: 404, message: 'This address was not found', data: null };

    for (const id of [mine.id, max + 1000]) {
      expect(await api.call(`/api/front/address/detail/${id}`, { token: intruder.token })).toMatchObject(notFound);
      expect(await edit(intruder, { ...home, id, realName: 'Hijacked' })).toMatchObject(notFound);
      expect(await post(intruder, '/api/front/address/del', id)).toMatchObject(notFound);
      expect(await post(intruder, '/api/front/address/default/set', id)).toMatchObject(notFound);
    }
    expect((await post(intruder, '/api/front/address/del', mine.id, 'fr')).message).toBe('Cette adresse est introuvable');

    const list = await api.call('/api/front/address/list', { token: intruder.token });
    expect(list.data.list.map((x: { id: number }) => x.id)).toEqual([own.id]);
    expect((await api.call('/api/pc/address/all/list', { token: intruder.token })).data.map((x: { id: number }) => x.id)).toEqual([own.id]);
    expect((await api.call('/api/front/address/default', { token: intruder.token })).data.id).toBe(own.id);

    // The owner's addresses are untouched: same rows, same default.
    const after = await rows(api, 'SELECT id, real_name, is_default FROM user_address WHERE uid = $1 ORDER BY id', [owner.uid]);
    expect(after).toEqual([
      { id: mine.id, real_name: 'Li Lei', is_default: true },
      { id: kept.id, real_name: 'Kept', is_default: false },
    ]);
    expect(await defaults(intruder)).toEqual([own.id]);
  });
});
