import { apiForFile } from '../../helper';
import { searchPlan } from './search-plan';
import { paidOrder } from './refund-review-fixtures';
import { masterDetail, placeOrder, shopper, skus, type Sku } from './order-fixtures';

/** Issue 18, item 3: the catalogue's own data in the five languages, with English as the fallback. */
const api = apiForFile();

const OPERATOR = { 'x-operator-token': 'dev-operator-token' };
const get = (path: string, lang?: string) => api.call(path, { lang });
const one = async <T = Record<string, any>>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows[0];

/** An on-shelf product whose name the seed translated (a headphone), and one it did not (a book). */
async function translatedProduct(): Promise<{ id: number; name: string; fr: string; th: string }> {
  return (await one<{ id: number; name: string; fr: string; th: string }>(
    `SELECT id, store_name AS name, store_name_i18n->>'fr' AS fr, store_name_i18n->>'th' AS th FROM product
      WHERE store_name_i18n ? 'fr' AND keyword LIKE 'Over-Ear Headphones,%' AND stock > 0 AND is_show ORDER BY id LIMIT 1`,
  ))!;
}

describe('the category tree', () => {
  it('answers the names in the request’s language, English without one or for an unknown one', async () => {
    const names = async (lang?: string) =>
      (await get('/api/front/product/category', lang)).data as Array<{ name: string; childList: Array<{ name: string }> }>;
    const fr = await names('fr');
    expect(fr.map((c) => c.name)).toEqual([
      'Mode',
      'Électronique',
      'Maison',
      'Beauté',
      'Sports et plein air',
      'Épicerie',
      'Jouets et enfants',
      'Livres et papeterie',
    ]);
    expect(fr[0].childList.map((c) => c.name)).toEqual(['Vêtements femme', 'Vêtements homme', 'Chaussures', 'Sacs et accessoires']);
    expect((await names('zh-CN,zh;q=0.9'))[1].name).toBe('数码电子');
    expect((await names('th'))[0].childList[2].name).toBe('รองเท้า');
    expect((await names('lo-LA'))[0].name).toBe('ແຟຊັ່ນ');
    expect((await names())[0].name).toBe('Fashion');
    expect((await names('de-DE'))[0].name).toBe('Fashion');
  });

  it('falls back to English where a language has no translation, and a change reaches each language’s cached answer', async () => {
    const top = async (lang: string) => (await get('/api/front/product/category', lang)).data[0].name;
    // Cached in every language first.
    expect(await Promise.all(['en', 'fr', 'lao'].map(top))).toEqual(['Fashion', 'Mode', 'ແຟຊັ່ນ']);
    // The Lao name removed: Lao shows English, French keeps its own; then a new French name shows at once.
    await api.db.query("UPDATE category SET name_i18n = name_i18n - 'lao' WHERE id = 1");
    expect(await Promise.all(['en', 'fr', 'lao'].map(top))).toEqual(['Fashion', 'Mode', 'Fashion']);
    await api.db.query(`UPDATE category SET name_i18n = name_i18n || '{"fr": "La mode"}' WHERE id = 1`);
    expect(await Promise.all(['en', 'fr', 'lao'].map(top))).toEqual(['Fashion', 'La mode', 'Fashion']);
    await api.db.query(`UPDATE category SET name_i18n = name_i18n || '{"fr": "Mode", "lao": "ແຟຊັ່ນ"}' WHERE id = 1`);
    expect(await top('lao')).toBe('ແຟຊັ່ນ');
  });

  it('keeps one cached answer per language (Vary: Accept-Language, a different ETag)', async () => {
    const en = await get('/api/front/product/category', 'en');
    const th = await get('/api/front/product/category', 'th');
    expect(en.headers.get('vary')).toMatch(/^Accept-Language/);
    expect(th.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });
});

describe('the home page’s data', () => {
  it('answers hot keywords, banner names and pictures, activities and the pictures with words in the language', async () => {
    expect((await get('/api/front/search/keyword', 'zh-CN')).data.map((k: { title: string }) => k.title)).toEqual([
      'T恤',
      '运动鞋',
      '耳机',
      '智能手表',
      '咖啡',
      '瑜伽垫',
      '双肩包',
      '口红',
      '笔记本',
      '绿茶',
    ]);
    expect((await get('/api/front/search/keyword')).data[2].title).toBe('Headphones');

    const home = (await get('/api/pc/home/index', 'fr')).data;
    expect(home.bastBanner.map((b: { name: string }) => b.name)).toEqual([
      'Maison renouvelée',
      'Du café frais chaque semaine',
      'Rentrée scolaire',
    ]);
    expect(home.banner[0].pic).toMatch(/\/media\/photos\/v1\/banner-home-1\.fr\.jpg$/);
    expect(home.recommendImage).toMatch(/\/media\/brand\/recommend\.fr\.svg$/);
    const english = (await get('/api/pc/home/index')).data;
    expect(english.banner[0].pic).toMatch(/\/media\/photos\/v1\/banner-home-1\.jpg$/);
    expect(english.bastBanner[0].name).toBe('Home Refresh');

    // The translated picture exists and is its own (a photo with the French words drawn in: other bytes than the
    // English one); a drawn banner carries the translated words as text.
    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, api.url);
    const picture = await fetch(local(home.banner[0].pic));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const englishPicture = await fetch(local(english.banner[0].pic));
    expect(Buffer.from(await picture.arrayBuffer()).equals(Buffer.from(await englishPicture.arrayBuffer()))).toBe(false);
    expect(home.bastBanner[0].pic).toMatch(/\/media\/banners\/middle-1\.fr\.svg$/);
    expect(await (await fetch(local(home.bastBanner[0].pic))).text()).toContain(home.bastBanner[0].name);

    const blocks = (await get('/api/front/activity/index/list', 'th')).data;
    expect(blocks[0].name).toBe('ลดราคาหน้าร้อน');
    const activity = (await get(`/api/pc/activity/detail/${blocks[0].id}`, 'th')).data;
    expect(activity).toMatchObject({ name: 'ลดราคาหน้าร้อน' });
    expect(activity.instruction).toMatch(/^ราคาพิเศษตามฤดูกาล/);
    expect(JSON.parse(activity.banner)[0]).toMatch(/\/media\/activities\/1-1\.th\.svg$/);
  });

  it('answers the login picture drawn in the language', async () => {
    const th = (await get('/api/pc/login/getLoginPic', 'th')).data.loginLeftImage as string;
    expect(th).toMatch(/\/media\/brand\/login-left\.th\.svg$/);
    expect(await (await fetch(th.replace(/^https?:\/\/[^/]+/, api.url))).text()).toContain('ยินดีต้อนรับสู่ Mall');
    expect((await get('/api/pc/login/getLoginPic')).data.loginLeftImage).toMatch(/\/media\/brand\/login-left\.svg$/);
  });

  it('answers merchant types and categories in the language', async () => {
    const types = (await get('/api/front/merchant/all/type/list', 'lao')).data;
    expect(types[0]).toMatchObject({ name: 'ຮ້ານແຟລັກຊິບ' });
    expect(types[0].info).toMatch(/^ສຳລັບເຈົ້າຂອງແບຣນ/);
    expect((await get('/api/front/merchant/all/category/list', 'fr')).data[0]).toMatchObject({ name: 'Vêtements et chaussures' });
    expect((await get('/api/front/merchant/all/category/list')).data[0]).toMatchObject({ name: 'Apparel & Footwear' });
  });
});

describe('products', () => {
  it('answers a product’s name and its guarantees in the language, English where the name has no translation', async () => {
    const p = await translatedProduct();
    expect(p.fr).toMatch(/Casque circum-auriculaire/);
    const fr = (await get(`/api/front/product/detail/${p.id}`, 'fr')).data;
    expect(fr.productInfo.storeName).toBe(p.fr);
    expect(
      fr.guaranteeList
        .map((g: { name: string }) => g.name)
        .every((n: string) => ['Retours sous 7 jours', 'Authenticité garantie', 'Livraison rapide', 'Paiement sécurisé'].includes(n)),
    ).toBe(true);
    expect(fr.guaranteeList.length).toBeGreaterThan(0);
    expect((await get(`/api/front/product/detail/${p.id}`)).data.productInfo.storeName).toBe(p.name);

    // Without a Thai name (removed here), the Thai page shows the English one.
    await api.db.query("UPDATE product SET store_name_i18n = store_name_i18n - 'th' WHERE id = $1", [p.id + 1]);
    const other = (await one<{ name: string }>('SELECT store_name AS name FROM product WHERE id = $1', [p.id + 1]))!;
    expect((await get(`/api/front/product/detail/${p.id + 1}`, 'th')).data.productInfo.storeName).toBe(other.name);
  });

  it('searches the name in the shopper’s language, and the English word still finds it', async () => {
    const search = async (keyword: string, lang?: string) =>
      (await api.call(`/api/front/product/list?keyword=${encodeURIComponent(keyword)}&limit=100`, { lang })).data as {
        total: number;
        list: Array<{ id: number; storeName: string }>;
      };
    // Over-ear and on-ear headphones: "Casque circum-auriculaire", "Casque supra-auriculaire".
    const fr = await search('auriculaire', 'fr');
    expect(fr.total).toBeGreaterThan(3);
    expect(fr.list.every((c) => /Casque (circum|supra)-auriculaire/.test(c.storeName))).toBe(true);
    // The English word in French: those products among the headphones, shown by their French names.
    const englishWord = await search('Headphones', 'fr');
    expect(englishWord.list.map((c) => c.id)).toEqual(expect.arrayContaining(fr.list.map((c) => c.id)));
    expect(englishWord.list.every((c) => c.storeName.includes('Casque'))).toBe(true);
    // A French word finds nothing in English (no product has it in its English name or keywords).
    expect((await search('Casque', 'en')).total).toBe(0);
    expect((await search('หูฟัง', 'th')).list.every((c) => c.storeName.includes('หูฟัง'))).toBe(true);
    expect((await search('耳机', 'zh-CN')).total).toBeGreaterThan(3);
  });

  it('runs the translated search on the language’s trigram index', async () => {
    const plan = await searchPlan(api, 'Casque', 'fr');
    expect(plan).toContain('product_search_fr_idx');
    expect(plan).toContain('product_search_text_idx');
  });

  it('shows a store’s own categories and products in the language', async () => {
    const p = await translatedProduct();
    const merId = (await one<{ mer_id: number }>('SELECT mer_id FROM product WHERE id = $1', [p.id]))!.mer_id;
    const cats = (await get(`/api/front/product/merchant/${merId}/category/list`, 'fr')).data as Array<{
      name: string;
      childList: Array<{ name: string }>;
    }>;
    expect(cats.flatMap((c) => c.childList.map((x) => x.name))).toContain('Casques audio');
    const found = (await api.call(`/api/front/product/merchant/pro/list?merId=${merId}&keyword=Casque&limit=50`, { lang: 'fr' })).data;
    expect(found.list.map((c: { id: number }) => c.id)).toContain(p.id);
    expect(found.list.find((c: { id: number }) => c.id === p.id).storeName).toBe(p.fr);
  });
});

describe('a product’s options, summary and description, the cart and the orders (issue 32, item 1)', () => {
  /** An on-shelf T-shirt with two options (colour and size) and its first SKU, its stock set so it can be bought. */
  async function tShirt(): Promise<{
    id: number;
    skuId: number;
    merId: number;
    names: Record<string, string>;
    sku: string;
    skuI18n: Record<string, string>;
  }> {
    const r = (await one<{
      id: number;
      mer_id: number;
      names: Record<string, string>;
      sku_id: number;
      sku: string;
      sku_i18n: Record<string, string>;
    }>(
      `SELECT p.id, p.mer_id, p.store_name_i18n || jsonb_build_object('en', p.store_name) AS names, s.id AS sku_id, s.sku, s.sku_i18n
         FROM product p JOIN product_sku s ON s.product_id = p.id AND NOT s.is_del
        WHERE p.keyword LIKE 'Crew-Neck T-Shirt,%' AND p.is_show AND NOT p.is_del
          AND (SELECT count(*) FROM product_attr a WHERE a.product_id = p.id) = 2 AND s.sku_i18n ? 'fr'
        ORDER BY p.id, s.id LIMIT 1`,
    ))!;
    await api.db.query('UPDATE product_sku SET stock = 50 WHERE id = $1', [r.sku_id]);
    await api.db.query(
      'UPDATE product SET stock = (SELECT sum(stock) FROM product_sku WHERE product_id = $1 AND NOT is_del) WHERE id = $1',
      [r.id],
    );
    return { id: r.id, skuId: r.sku_id, merId: r.mer_id, names: r.names, sku: r.sku, skuI18n: r.sku_i18n };
  }

  it('answers option names and values, the summary and the description in the language, and keys each SKU by its shown values', async () => {
    const p = await tShirt();
    const en = (await get(`/api/front/product/detail/${p.id}`)).data;
    const fr = (await get(`/api/front/product/detail/${p.id}`, 'fr')).data;
    expect(en.productAttr.map((a: { attrName: string }) => a.attrName)).toEqual(['Colour', 'Size']);
    expect(fr.productAttr.map((a: { attrName: string }) => a.attrName)).toEqual(['Couleur', 'Taille']);
    const frColours = fr.productAttr[0].attrValues.split(',');
    expect(frColours.length).toBe(en.productAttr[0].attrValues.split(',').length);
    expect(
      frColours.every((c: string) =>
        ['Noir', 'Blanc', 'Bleu marine', 'Gris', 'Rouge', 'Olive', 'Beige', 'Bleu ciel', 'Rose poudré'].includes(c),
      ),
    ).toBe(true);
    // Sizes read the same in every language.
    expect(fr.productAttr[1].attrValues).toBe(en.productAttr[1].attrValues);
    // Every SKU is found by the values the French page offers, with the same stock as in English.
    const frKeys = Object.keys(fr.productValue);
    expect(frKeys).toHaveLength(Object.keys(en.productValue).length);
    for (const key of frKeys) {
      const [colour, size] = key.split(',');
      expect(frColours).toContain(colour);
      expect(fr.productAttr[1].attrValues.split(',')).toContain(size);
    }
    expect(Object.values(fr.productValue).map((v: any) => v.stock)).toEqual(Object.values(en.productValue).map((v: any) => v.stock));
    expect(fr.productValue[p.skuI18n.fr]).toMatchObject({ id: p.skuId });

    expect(en.productInfo.content).toMatch(/^<h3>Product highlights<\/h3>/);
    expect(fr.productInfo.content).toMatch(/^<h3>Points forts<\/h3>/);
    expect(fr.productInfo.content).toContain('<li>Couleur : ');
    expect(fr.productInfo.content).not.toMatch(/Product highlights|Specifications|Ships within/);
    const th = (await get(`/api/front/product/detail/${p.id}`, 'th')).data;
    expect(th.productInfo.content).toContain('<h3>จุดเด่นของสินค้า</h3>');
    expect(th.productInfo.storeInfo).not.toMatch(/[A-Za-z]{3}/);
    expect(th.productAttr.map((a: { attrName: string }) => a.attrName)).toEqual(['สี', 'ขนาด']);
  });

  it('shows the cart’s lines, the confirmation and the orders in the shopper’s language; an order keeps the names it was bought under', async () => {
    const me = await shopper(api);
    const p = await tShirt();
    const saved = await api.call('/api/front/cart/save', {
      token: me.token,
      body: [{ productId: p.id, productAttrUnique: p.skuId, cartNum: 1 }],
    });
    expect(saved.code).toBe(200);
    const cartLine = async (lang?: string) =>
      (await api.call('/api/front/cart/list?isValid=true', { token: me.token, lang })).data[0].cartInfoList[0];
    expect(await cartLine('th')).toMatchObject({ storeName: p.names.th, suk: p.skuI18n.th });
    expect(await cartLine()).toMatchObject({ storeName: p.names.en, suk: p.sku });

    const pre = await api.call('/api/front/order/pre/order', {
      token: me.token,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: p.id, attrValueId: p.skuId, productNum: 1 }] },
    });
    const confirmation = await api.call(`/api/front/order/load/pre/${pre.data.preOrderNo}`, { token: me.token, lang: 'lao' });
    expect(confirmation.data.orderList[0].orderInfoList[0]).toMatchObject({ productName: p.names.lao, sku: p.skuI18n.lao });
    const orderNo = await placeOrder(api, me, [[{ id: p.skuId, product_id: p.id } as Sku, 1]]);

    // The merchant renames the product afterwards: the order still shows what was bought, in each language.
    await api.db.query(`UPDATE product SET store_name = 'Renamed', store_name_i18n = '{"lao": "ປ່ຽນຊື່", "fr": "Renommé"}' WHERE id = $1`, [
      p.id,
    ]);
    const shopOrder = (await one<{ order_no: string }>('SELECT order_no FROM store_order WHERE master_order_no = $1', [orderNo]))!.order_no;
    const line = async (lang?: string) =>
      (await api.call(`/api/front/order/detail/${shopOrder}`, { token: me.token, lang })).data.orderInfoList[0];
    expect(await line('lao')).toMatchObject({ productName: p.names.lao, sku: p.skuI18n.lao });
    expect(await line('fr')).toMatchObject({ productName: p.names.fr, sku: p.skuI18n.fr });
    expect(await line()).toMatchObject({ productName: p.names.en, sku: p.sku });
    const master = await masterDetail(api, me, orderNo, 'zh-CN');
    expect(master.data.orderList[0].orderInfoList[0]).toMatchObject({ productName: p.names['zh-CN'], sku: p.skuI18n['zh-CN'] });
    const listed = (await api.call('/api/front/order/list?type=7', { token: me.token, lang: 'th' })).data.list;
    expect(listed[0].orderInfoList[0]).toMatchObject({ productName: p.names.th });
  });

  it('takes a merchant’s option translations through the operator’s text route, and the cart follows', async () => {
    const me = await shopper(api);
    const p = await tShirt();
    const save = (translations: unknown) =>
      api.call(`/api/admin/operator/products/${p.id}/texts`, { headers: OPERATOR, body: { translations } });
    const colour = (await get(`/api/front/product/detail/${p.id}`)).data.productAttr[0].attrValues.split(',')[0] as string;
    const saved = await save({ fr: { options: { Colour: { name: 'Teinte', values: { [colour]: 'Ébène' } } } } });
    expect(saved.code).toBe(200);
    expect(saved.data.translations.fr.options.Colour).toMatchObject({ name: 'Teinte', values: { [colour]: 'Ébène' } });
    const fr = (await get(`/api/front/product/detail/${p.id}`, 'fr')).data;
    expect(fr.productAttr[0]).toMatchObject({ attrName: 'Teinte' });
    expect(fr.productAttr[0].attrValues.split(',')[0]).toBe('Ébène');
    expect(Object.keys(fr.productValue).filter((key) => key.startsWith('Ébène,')).length).toBeGreaterThan(0);
    // The other languages keep theirs; the SKU's French text follows at once in the cart.
    expect((await get(`/api/front/product/detail/${p.id}`, 'th')).data.productAttr[0].attrName).toBe('สี');
    const sku = (await one<{ id: number; sku: string }>(
      'SELECT id, sku FROM product_sku WHERE product_id = $1 AND sku LIKE $2 AND NOT is_del ORDER BY id LIMIT 1',
      [p.id, `${colour},%`],
    ))!;
    await api.call('/api/front/cart/save', { token: me.token, body: [{ productId: p.id, productAttrUnique: sku.id, cartNum: 1 }] });
    const line = (await api.call('/api/front/cart/list?isValid=true', { token: me.token, lang: 'fr' })).data[0].cartInfoList[0];
    expect(line.suk).toBe(`Ébène,${sku.sku.split(',')[1]}`);

    // Removed (null): the seed's own French shows no more, the default text does.
    expect((await save({ fr: { options: { Colour: { name: null, values: { [colour]: null } } } } })).code).toBe(200);
    const back = (await get(`/api/front/product/detail/${p.id}`, 'fr')).data.productAttr[0];
    expect(back.attrName).toBe('Colour');
    expect(back.attrValues.split(',')[0]).toBe(colour);

    const unknown = await api.call(`/api/admin/operator/products/${p.id}/texts`, {
      headers: OPERATOR,
      lang: 'fr',
      body: { translations: { fr: { options: { Flavour: { name: 'Goût' } } } } },
    });
    expect(unknown).toMatchObject({ code: 400, message: 'Ce produit n’a pas d’option « Flavour »' });
    const badValue = await save({ th: { options: { Colour: { values: { Plaid: 'ลายสก็อต' } } } } });
    expect(badValue).toMatchObject({ code: 400, message: 'The option "Colour" has no value "Plaid"' });
  });
});

describe('POST /api/admin/operator/products/{id}/texts', () => {
  it('sets a product’s texts per language; a client sending one name changes English only; a removed translation falls back', async () => {
    const p = await translatedProduct();
    const detail = async (lang: string) => (await get(`/api/front/product/detail/${p.id}`, lang)).data.productInfo;
    // Every language's page cached before the write.
    await Promise.all(['en', 'fr', 'th'].map(detail));

    const saved = await api.call(`/api/admin/operator/products/${p.id}/texts`, {
      headers: OPERATOR,
      body: {
        translations: {
          fr: { storeName: 'Casque Aurore', storeInfo: 'Un son ample et clair', content: '<p>Écoute sans fil pendant 40 heures.</p>' },
        },
      },
    });
    expect(saved).toMatchObject({
      code: 200,
      data: { id: p.id, storeName: p.name, translations: { fr: { storeName: 'Casque Aurore' }, th: { storeName: p.th } } },
    });
    expect(await detail('fr')).toMatchObject({
      storeName: 'Casque Aurore',
      storeInfo: 'Un son ample et clair',
      content: '<p>Écoute sans fil pendant 40 heures.</p>',
    });
    expect((await detail('en')).storeName).toBe(p.name);
    expect((await detail('th')).storeName).toBe(p.th);
    const found = (await api.call('/api/front/product/list?keyword=Aurore', { lang: 'fr' })).data;
    expect(found.list.map((c: { storeName: string }) => c.storeName)).toEqual(['Casque Aurore']);

    // A client of the contract's family sends one name: English changes, the translations stay.
    expect(
      (await api.call(`/api/admin/operator/products/${p.id}/texts`, { headers: OPERATOR, body: { storeName: 'Aurora Headphones' } })).code,
    ).toBe(200);
    expect((await detail('en')).storeName).toBe('Aurora Headphones');
    expect((await detail('fr')).storeName).toBe('Casque Aurore');

    // The French name removed: French shows the (new) English name, Thai keeps its own.
    const kept = (
      await api.call(`/api/admin/operator/products/${p.id}/texts`, {
        headers: OPERATOR,
        body: { translations: { fr: { storeName: null, storeInfo: '' } } },
      })
    ).data.translations.fr;
    expect(kept.content).toBe('<p>Écoute sans fil pendant 40 heures.</p>');
    expect(kept).not.toHaveProperty('storeName');
    expect(kept).not.toHaveProperty('storeInfo');
    expect((await detail('fr')).storeName).toBe('Aurora Headphones');
    expect((await detail('th')).storeName).toBe(p.th);
  });

  it('refuses an unknown product, an unknown language and a missing operator token', async () => {
    expect((await api.call('/api/admin/operator/products/999999/texts', { headers: OPERATOR, body: { storeName: 'x' } })).code).toBe(404);
    expect(
      (await api.call('/api/admin/operator/products/1/texts', { headers: OPERATOR, body: { translations: { de: { storeName: 'x' } } } }))
        .code,
    ).toBe(400);
    expect((await api.call('/api/admin/operator/products/1/texts', { body: { storeName: 'x' } })).code).toBe(401);
  });
});

describe('refund reasons', () => {
  it('answers the reasons in the language and takes a reason chosen in it', async () => {
    const me = await shopper(api);
    const reasons = async (lang?: string) => (await api.call('/api/front/order/refund/reason', { token: me.token, lang })).data;
    expect(await reasons('fr')).toEqual([
      'Article reçu erroné',
      'Article endommagé',
      'Non conforme à la description',
      'Je n’en ai plus besoin',
      'Autre',
    ]);
    expect(await reasons('zh-CN')).toEqual(['收到的商品有误', '商品损坏', '与描述不符', '不再需要', '其他']);
    expect(await reasons()).toEqual(['Wrong item received', 'Item damaged', 'Not as described', 'No longer needed', 'Other']);

    const [sku] = await skus(api, 1, { offset: 3, price: '20.00', stock: 10 });
    const { orders } = await paidOrder(api, me, [[sku, 1]]);
    const refused = await api.call('/api/front/order/refund', {
      token: me.token,
      lang: 'fr',
      body: { orderNo: orders[0].order_no, text: 'Article abîmé' },
    });
    expect(refused.code).toBe(400);
    const applied = await api.call('/api/front/order/refund', {
      token: me.token,
      lang: 'fr',
      body: { orderNo: orders[0].order_no, text: 'Article endommagé' },
    });
    expect(applied).toMatchObject({ code: 200 });
    const detail = await api.call(`/api/front/order/refund/detail/${applied.data.refundOrderNo}`, { token: me.token });
    expect(detail.data.refundReasonWap).toBe('Article endommagé');
  });
});
