import { apiForFile } from '../../helper';
import { ADA_ADDRESS, rows, shopper, type Shopper } from './order-fixtures';

const api = apiForFile();

const home = {
  realName: 'Ada Lovelace',
  detail: '12 Analytical Row',
  postCode: '01234',
  email: 'Ada@Mall.test',
  country: 'United Kingdom',
  countryCode: '+44',
  phone: '2079460000',
};
const edit = (who: Shopper, body: unknown, lang?: string) => api.call('/api/front/address/edit', { token: who.token, body, lang });
const all = async (who: Shopper) => (await api.call('/api/pc/address/all/list', { token: who.token })).data as Array<Record<string, any>>;

describe('POST /api/front/address/edit', () => {
  it('creates an address, keeps the post code as text with its leading zero, and makes the first one the default', async () => {
    const me = await shopper(api);
    const r = await edit(me, home);
    expect(r).toMatchObject({ code: 200, message: 'Address saved' });
    // The email lower-cased, the dial code without its +.
    expect(r.data).toMatchObject({ uid: me.uid, ...ADA_ADDRESS, isDefault: true, isDel: false });
    expect(r.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The original stored the post code as an integer: 01234 came back as 1234.
    const [row] = await rows(api, 'SELECT post_code FROM user_address WHERE id = $1', [r.data.id]);
    expect(row.post_code).toBe('01234');

    const second = await edit(me, { ...home, realName: 'Charles Babbage', postCode: 'SW1A 1AA' });
    expect(second.data).toMatchObject({ postCode: 'SW1A 1AA', isDefault: false });
    expect((await all(me)).map((a) => [a.realName, a.isDefault])).toEqual([
      ['Ada Lovelace', true],
      ['Charles Babbage', false],
    ]);
  });

  it('requires the name, the street address and a post code of 3–10 letters, digits, spaces or hyphens', async () => {
    const me = await shopper(api);
    const bad = [
      { ...home, realName: '' },
      { ...home, realName: '   ' },
      { ...home, detail: '' },
      { ...home, postCode: '' },
      { ...home, postCode: '12' },
      { ...home, postCode: '12345678901' },
      { ...home, postCode: '12_45' },
      { ...home, email: 'not-an-email' },
      { realName: 'A', detail: 'B' },
    ];
    for (const body of bad) {
      const r = await edit(me, body);
      expect({ body, code: r.code }).toEqual({ body, code: 400 });
    }
    expect((await edit(me, { ...home, postCode: undefined })).message).toBe(
      'Please enter a post code of 3 to 10 letters, digits, spaces or hyphens',
    );
    expect(await all(me)).toEqual([]);
    // Email, country and phone are optional; a number sent by an older client is read as its digits.
    const minimal = await edit(me, { realName: 'Grace', detail: '1 Compiler Way', postCode: 10115 });
    expect(minimal.data).toMatchObject({ realName: 'Grace', postCode: '10115', email: '', phone: '', isDefault: true });
  });

  it('updates the caller’s address, moves the default when asked, and never touches another shopper’s', async () => {
    const me = await shopper(api);
    const first = (await edit(me, home)).data;
    const second = (await edit(me, { ...home, realName: 'Second' })).data;
    const updated = await edit(me, { ...home, id: second.id, realName: 'Second, moved', detail: '9 New Street', isDefault: true });
    expect(updated.data).toMatchObject({ id: second.id, realName: 'Second, moved', detail: '9 New Street', isDefault: true });
    expect((await all(me)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const other = await shopper(api);
    const r = await edit(other, { ...home, id: first.id, realName: 'Hijacked' });
    expect(r).toMatchObject({ code: 404, message: 'This address was not found', data: null });
    expect((await all(me)).find((a) => a.id === first.id)!.realName).toBe('Ada Lovelace');
    expect(await all(other)).toEqual([]);
  });
});

describe('reading addresses', () => {
  it('lists the caller’s addresses paged and as a plain array, the default first', async () => {
    const me = await shopper(api);
    const a = (await edit(me, { ...home, realName: 'A' })).data;
    const b = (await edit(me, { ...home, realName: 'B' })).data;
    const c = (await edit(me, { ...home, realName: 'C' })).data;
    const someoneElse = await shopper(api);
    await edit(someoneElse, { ...home, realName: 'Not mine' });

    const page = await api.call('/api/front/address/list', { token: me.token });
    expect(page.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(page.data.list.map((x: any) => x.realName)).toEqual(['A', 'C', 'B']);
    const second = await api.call('/api/front/address/list?page=2&limit=2', { token: me.token });
    expect(second.data).toMatchObject({ total: 3, pages: 2 });
    expect(second.data.list.map((x: any) => x.id)).toEqual([b.id]);
    expect((await all(me)).map((x) => x.id)).toEqual([a.id, c.id, b.id]);

    const detail = await api.call(`/api/front/address/detail/${c.id}`, { token: me.token });
    expect(detail.data).toMatchObject({ id: c.id, realName: 'C', postCode: '01234', isDefault: false });
    expect((await api.call('/api/front/address/default', { token: me.token })).data).toMatchObject({ id: a.id, realName: 'A' });
  });

  it('answers not found for another shopper’s address and null for no default', async () => {
    const me = await shopper(api);
    const mine = (await edit(me, home)).data;
    const other = await shopper(api);
    expect(await api.call(`/api/front/address/detail/${mine.id}`, { token: other.token })).toMatchObject({ code: 404, data: null });
    expect(await api.call('/api/front/address/default', { token: other.token })).toMatchObject({ code: 200, data: null });
    expect((await api.call(`/api/front/address/detail/${mine.id}`, { token: other.token, lang: 'lao' })).message).toBe('ບໍ່ພົບທີ່ຢູ່ນີ້');
    expect(await api.call('/api/front/address/list', {})).toMatchObject({ code: 401 });
  });
});

describe('default and delete', () => {
  it('sets the default (one at a time) only on the caller’s own address', async () => {
    const me = await shopper(api);
    const a = (await edit(me, { ...home, realName: 'A' })).data;
    const b = (await edit(me, { ...home, realName: 'B' })).data;
    const set = await api.call('/api/front/address/default/set', { token: me.token, body: { id: b.id } });
    expect(set).toMatchObject({ code: 200, message: 'Default address set' });
    expect((await all(me)).map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);

    const other = await shopper(api);
    expect(await api.call('/api/front/address/default/set', { token: other.token, body: { id: a.id } })).toMatchObject({ code: 404 });
    expect((await all(me)).find((x) => x.isDefault)!.id).toBe(b.id);
  });

  it('deletes the caller’s address only, and the newest remaining one becomes the default', async () => {
    const me = await shopper(api);
    const a = (await edit(me, { ...home, realName: 'A' })).data;
    const b = (await edit(me, { ...home, realName: 'B' })).data;
    const c = (await edit(me, { ...home, realName: 'C' })).data;
    const other = await shopper(api);
    expect(await api.call('/api/front/address/del', { token: other.token, body: { id: a.id } })).toMatchObject({ code: 404 });
    expect((await all(me)).length).toBe(3);

    expect(await api.call('/api/front/address/del', { token: me.token, body: { id: a.id } })).toMatchObject({
      code: 200,
      message: 'Address deleted',
    });
    expect((await all(me)).map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    expect(await api.call('/api/front/address/del', { token: me.token, body: { id: a.id } })).toMatchObject({ code: 404 });
    await api.call('/api/front/address/del', { token: me.token, body: { id: b.id } });
    expect((await all(me)).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true]]);
  });
});
