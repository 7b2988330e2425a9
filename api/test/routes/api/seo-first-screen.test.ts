// The first screen of home and a product page (GET /api/seo/first-screen/<page>, and with the head in one answer at
// GET /api/seo/page/<page>), over HTTP on a real database: the
// HTML both static servers write after the host page's <div id="root">, painted before any script runs — home's first
// banner, a product's main picture with its name and price — exactly as the page's own <Picture> asks for the picture
// (the same file as the served head's preload), in the page's language, every value escaped.
import { decodeHtml as decode, startApi, type TestApi } from '../../helper';
import { onShelf } from '../../../src/services/catalog/on-shelf';
import { productOpeningOnNextSku } from './seo-fixtures';
import { findSku, initialSelection, openingPicture, skuAttributes, type GalleryDetail } from '../../../src/lib/product-gallery';
import { HOME_BANNER_SIZES, PRODUCT_CARD_SIZES, STREET_BANNER_SIZES } from '../../../src/lib/home-banner';
import { variantSrcSet } from '../../../src/lib/picture-variants';
import catalogEn from '../../../../remotes/catalog/lang/en.json';
import catalogZh from '../../../../remotes/catalog/lang/zh-CN.json';
import catalogFr from '../../../../remotes/catalog/lang/fr.json';
import catalogTh from '../../../../remotes/catalog/lang/th.json';
import catalogLao from '../../../../remotes/catalog/lang/lao.json';
import commonEn from '../../../../shared/i18n/src/lang/en.json';
import commonZh from '../../../../shared/i18n/src/lang/zh-CN.json';
import commonFr from '../../../../shared/i18n/src/lang/fr.json';
import commonTh from '../../../../shared/i18n/src/lang/th.json';
import commonLao from '../../../../shared/i18n/src/lang/lao.json';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api?.close());

const PREFIX = { en: '', 'zh-CN': '/zh-CN', fr: '/fr', th: '/th', lao: '/lao' } as const;
type Lang = keyof typeof PREFIX;
const PRICE_WORD: Record<Lang, string> = {
  en: catalogEn['catalog.ProductOverview.price'],
  'zh-CN': catalogZh['catalog.ProductOverview.price'],
  fr: catalogFr['catalog.ProductOverview.price'],
  th: catalogTh['catalog.ProductOverview.price'],
  lao: catalogLao['catalog.ProductOverview.price'],
};

async function firstScreen(page: string) {
  const response = await fetch(`${api.url}/api/seo/first-screen${page}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

/** <Picture>'s srcset of a stored picture in one format (the contract's list of widths). */
const srcset = (src: string, format: 'webp' | 'jpg') => variantSrcSet(src, format);

/** What a product page draws first, read from the product's detail answer in a language (the storefront's rule). */
type Sku = { stock: number; image: string; price: string; otPrice: string };
type Detail = GalleryDetail<Sku> & { productInfo: { storeName: string; storeInfo: string; price: string; otPrice: string } };
async function detail(id: number, locale: string): Promise<Detail> {
  const response = await fetch(`${api.url}/api/front/product/detail/${id}`, { headers: { 'Accept-Language': locale } });
  return ((await response.json()) as { data: Detail }).data;
}
function offer(d: Detail): { price: string; otPrice: string | null } {
  const attributes = skuAttributes(d.productAttr);
  const sku = attributes.length > 0 ? findSku(d, initialSelection(attributes, d)) : null;
  const price = sku?.price ?? d.productInfo.price;
  const otPrice = sku?.otPrice ?? d.productInfo.otPrice;
  return { price, otPrice: Number(otPrice) > Number(price) ? otPrice : null };
}

/**
 * Prices as the storefront's useMoney writes them with the seed's '$', for amounts under 1,000: the common catalogue's
 * `common.money` message around the amount in the language's digits (French and Lao write a decimal comma).
 */
const MONEY_MESSAGE: Record<Lang, string> = {
  en: commonEn['common.money'],
  'zh-CN': commonZh['common.money'],
  fr: commonFr['common.money'],
  th: commonTh['common.money'],
  lao: commonLao['common.money'],
};
const DECIMAL_COMMA: Record<Lang, boolean> = { en: false, 'zh-CN': false, fr: true, th: false, lao: true };
const MONEY = Object.fromEntries(
  (Object.keys(PREFIX) as Lang[]).map((lang) => [
    lang,
    (amount: string) =>
      MONEY_MESSAGE[lang].replace('{symbol}', '$').replace('{amount}', DECIMAL_COMMA[lang] ? amount.replace('.', ',') : amount),
  ]),
) as Record<Lang, (amount: string) => string>;

describe('GET /api/seo/first-screen/<page>', () => {
  it('writes a product page’s main picture, name and price in each language, the picture as its gallery asks for it', async () => {
    const { id } = (
      await api.db.query<{ id: number }>(
        `SELECT p.id::int FROM product p WHERE ${onShelf('p')} AND p.image LIKE '/media/photos/%.jpg'
            AND EXISTS (SELECT 1 FROM product_attr a WHERE a.product_id = p.id) ORDER BY p.id LIMIT 1`,
      )
    ).rows[0];
    for (const [locale, prefix] of Object.entries(PREFIX) as Array<[Lang, string]>) {
      const d = await detail(id, locale);
      const picture = openingPicture(d);
      const { price, otPrice } = offer(d);
      expect(Number(price)).toBeLessThan(1000);
      const screen = await firstScreen(`${prefix}/goods_detail/${id}`);
      expect({ status: screen.status, type: screen.type, cacheControl: screen.cacheControl }).toEqual({
        status: 200,
        type: 'text/html; charset=utf-8',
        cacheControl: 'public, max-age=60',
      });
      const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
      const img =
        `<picture><source type="image/webp" srcset="${srcset(picture, 'webp')}" sizes="420px">` +
        `<img alt="${esc(d.productInfo.storeName)}" width="420" height="420" loading="eager" decoding="async" fetchpriority="high" ` +
        `class="mall-fs-picture" src="${picture}" srcset="${srcset(picture, 'jpg')}" sizes="420px"></picture>`;
      expect({ locale, html: screen.html }).toEqual({
        locale,
        html:
          `<div id="mall-first-screen" class="mall-fs" data-page="goodsDetail" aria-hidden="true"><div class="mall-fs-column mall-fs-detail">` +
          `<div class="mall-fs-overview"><div>${img}</div><div><h1 class="mall-fs-name">${esc(d.productInfo.storeName)}</h1>` +
          (d.productInfo.storeInfo ? `<p class="mall-fs-info">${esc(d.productInfo.storeInfo)}</p>` : '') +
          `<div class="mall-fs-price-box"><span class="mall-fs-label">${PRICE_WORD[locale]}</span>` +
          `<span><span class="mall-fs-price">${MONEY[locale](price)}</span>` +
          (otPrice ? `<del class="mall-fs-former">${MONEY[locale](otPrice)}</del>` : '') +
          `</span></div></div></div></div></div>\n`,
      });
    }
    // The picture is the served head's preload's: one download for the preload, the first screen and the page.
    const head = await (await fetch(`${api.url}/api/seo/head/fr/goods_detail/${id}`)).text();
    const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(head)!;
    const screen = (await firstScreen(`/fr/goods_detail/${id}`)).html;
    expect(decode(/<source type="image\/webp" srcset="([^"]+)" sizes="([^"]+)">/.exec(screen)!.slice(1).join(' | '))).toBe(
      `${decode(preload[2])} | ${decode(preload[3])}`,
    );
  });

  it('opens on the SKU the page opens on: its picture and its price', async () => {
    const { id, next, photo } = await productOpeningOnNextSku(api);
    await api.db.query('UPDATE product_sku SET price = 123.45, ot_price = 150 WHERE id = $1', [next.id]);
    const html = (await firstScreen(`/goods_detail/${id}`)).html;
    expect(/<img [^>]*src="([^"]+)"/.exec(html)?.[1]).toBe(`${api.url}${photo}`);
    expect(/<span class="mall-fs-price">([^<]+)<\/span><del class="mall-fs-former">([^<]+)<\/del>/.exec(html)?.slice(1)).toEqual([
      '$123.45',
      '$150.00',
    ]);
  });

  it('escapes the name, its summary and the picture’s URL: no markup of the product reaches the page', async () => {
    const { id } = (await api.db.query<{ id: number }>(`SELECT id::int FROM product p WHERE ${onShelf('p')} ORDER BY id DESC LIMIT 1`))
      .rows[0];
    const name = 'Mug </h1><script>alert(1)</script> & "cup" \'x\'';
    await api.db.query(`UPDATE product SET store_name = $2, store_info = $3, image = $4, slider_image = '[]' WHERE id = $1`, [
      id,
      name,
      '<img src=x onerror=alert(1)>',
      '/media/seed/a"b<c>.svg',
    ]);
    await api.db.query('UPDATE product_sku SET image = $2 WHERE product_id = $1', [id, '/media/seed/a"b<c>.svg']);
    const { html } = await firstScreen(`/goods_detail/${id}`);
    expect(html).not.toMatch(/<script|<img src=x/);
    expect(/<h1 class="mall-fs-name">([^<]*)<\/h1>/.exec(html)?.[1]).toBe(
      'Mug &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; "cup" \'x\'',
    );
    expect(/<p class="mall-fs-info">([^<]*)<\/p>/.exec(html)?.[1]).toBe('&lt;img src=x onerror=alert(1)&gt;');
    const img = /<img ([^>]*)>/.exec(html)![1];
    expect(decode(/alt="([^"]*)"/.exec(img)![1])).toBe(name);
    expect(/src="([^"]*)"/.exec(img)![1]).toBe(`${api.url}/media/seed/a&quot;b&lt;c&gt;.svg`);
    // A drawing has no variants: a plain <img>, as <Picture> draws it.
    expect(html).not.toContain('<picture>');
  });

  it('keeps the picture’s place for a product without a picture, and writes nothing for a page it does not draw', async () => {
    const { id } = (await api.db.query<{ id: number }>(`SELECT id::int FROM product p WHERE ${onShelf('p')} ORDER BY id LIMIT 1 OFFSET 3`))
      .rows[0];
    await api.db.query(`UPDATE product SET image = '', slider_image = '[]' WHERE id = $1`, [id]);
    await api.db.query(`UPDATE product_sku SET image = '' WHERE product_id = $1`, [id]);
    const { html } = await firstScreen(`/th/goods_detail/${id}`);
    expect(html).toContain('<div><div class="mall-fs-picture"></div></div>');
    expect(html).not.toMatch(/<img|<picture/);
    expect(html).toContain(`<span class="mall-fs-label">${PRICE_WORD.th}</span>`);

    const off = (await api.db.query<{ id: number }>(`SELECT id::int FROM product p WHERE NOT (${onShelf('p')}) ORDER BY id LIMIT 1`))
      .rows[0];
    for (const page of [
      '/goods_detail/99999999',
      `/goods_detail/${off?.id ?? 99999998}`,
      '/goods_detail/abc',
      '/goods/goods_search?title=phone&cid=',
      '/merchant/merchant_more',
      '/fr/shoppingCart',
      '/users/order_list',
    ]) {
      const screen = await firstScreen(page);
      expect({ page, status: screen.status, html: screen.html }).toEqual({ page, status: 200, html: '' });
    }
  });

  it('writes home’s first banner in each language, as the carousel’s <Picture> asks for it, and nothing without banners', async () => {
    for (const [locale, prefix] of Object.entries(PREFIX)) {
      const home = (await (await fetch(`${api.url}/api/pc/home/index`, { headers: { 'Accept-Language': locale } })).json()) as {
        data: { banner: Array<{ pic: string }> };
      };
      const pic = home.data.banner[0].pic;
      expect(pic).toMatch(/\/media\/photos\/.+\.jpg$/);
      expect({ locale, html: (await firstScreen(prefix || '/')).html }).toEqual({
        locale,
        html:
          `<div id="mall-first-screen" class="mall-fs" data-page="home" aria-hidden="true"><div class="mall-fs-column mall-fs-home"><div class="mall-fs-hero">` +
          `<picture><source type="image/webp" srcset="${srcset(pic, 'webp')}" sizes="${HOME_BANNER_SIZES}">` +
          `<img alt="" width="954" height="480" loading="eager" decoding="async" fetchpriority="high" class="mall-fs-banner" ` +
          `src="${pic}" srcset="${srcset(pic, 'jpg')}" sizes="${HOME_BANNER_SIZES}"></picture></div></div></div>\n`,
      });
    }
    await api.db.query(`DELETE FROM banner WHERE grp = 'pc_home'`);
    for (const page of ['/', '/fr']) expect({ page, html: (await firstScreen(page)).html }).toEqual({ page, html: '' });
  });
});

describe('the shop street’s first screen', () => {
  it('writes its banner in each language as street-banner.tsx’s <Picture> draws it, with its variants, and nothing without one', async () => {
    const banner = async (locale: string) =>
      (
        (await (await fetch(`${api.url}/api/pc/home/index`, { headers: { 'Accept-Language': locale } })).json()) as {
          data: { shopStreetHeaderImag: string };
        }
      ).data.shopStreetHeaderImag;
    for (const [locale, prefix] of Object.entries(PREFIX)) {
      const pic = await banner(locale);
      // The seed's banner is a drawing: a plain <img>, as <Picture> draws a picture without variants.
      expect(pic).toMatch(/\/media\/.+\.svg$/);
      expect({ locale, html: (await firstScreen(`${prefix}/merchant/merchant_street`)).html }).toEqual({
        locale,
        html:
          `<div id="mall-first-screen" class="mall-fs" data-page="merchantStreet" aria-hidden="true"><div class="mall-fs-column mall-fs-street">` +
          `<img alt="" width="1200" height="300" loading="eager" decoding="async" fetchpriority="high" class="mall-fs-street-banner" ` +
          `src="${pic}"></div></div>\n`,
      });
    }
    // A photo with stored variants: the WebP and JPEG srcsets with the street's sizes, as the page's <Picture> asks.
    await api.db.query(
      `UPDATE system_config SET value = '/media/photos/v1/street-01.jpg', value_i18n = '{}'::jsonb WHERE key = 'shop_street_header_image'`,
    );
    const photo = `${api.url}/media/photos/v1/street-01.jpg`;
    expect((await firstScreen('/merchant/merchant_street?page=3')).html).toBe(
      `<div id="mall-first-screen" class="mall-fs" data-page="merchantStreet" aria-hidden="true"><div class="mall-fs-column mall-fs-street">` +
        `<picture><source type="image/webp" srcset="${srcset(photo, 'webp')}" sizes="${STREET_BANNER_SIZES}">` +
        `<img alt="" width="1200" height="300" loading="eager" decoding="async" fetchpriority="high" class="mall-fs-street-banner" ` +
        `src="${photo}" srcset="${srcset(photo, 'jpg')}" sizes="${STREET_BANNER_SIZES}"></picture></div></div>\n`,
    );
    // No banner set: the street draws none, and has no first screen.
    await api.db.query(`UPDATE system_config SET value = '', value_i18n = '{}'::jsonb WHERE key = 'shop_street_header_image'`);
    expect((await firstScreen('/fr/merchant/merchant_street?page=4')).html).toBe('');
  });
});

describe('the search results’ first screen', () => {
  /** The first `count` pictures of the results the page asks for (GET product/list, page 1 of 20), in its language. */
  async function firstResults(query: string, locale: string, count = 5): Promise<string[]> {
    const answer = (await (
      await fetch(`${api.url}/api/front/product/list?${query}page=1&limit=20`, { headers: { 'Accept-Language': locale } })
    ).json()) as { data: { list: Array<{ image: string }> } };
    return answer.data.list.slice(0, count).map((product) => product.image);
  }
  // A picture with stored variants as <Picture> draws it; another (the escaping test's "a\"b<c>.svg") a plain <img>.
  const card = (pic: string) =>
    !/\/media\/photos\/.+\.jpg$/.test(pic)
      ? `<div class="mall-fs-card"><img alt="" width="400" height="400" loading="eager" decoding="async" fetchpriority="high" ` +
        `class="mall-fs-card-picture" src="${pic.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}"></div>`
      : `<div class="mall-fs-card"><picture><source type="image/webp" srcset="${srcset(pic, 'webp')}" sizes="${PRODUCT_CARD_SIZES}">` +
        `<img alt="" width="400" height="400" loading="eager" decoding="async" fetchpriority="high" class="mall-fs-card-picture" ` +
        `src="${pic}" srcset="${srcset(pic, 'jpg')}" sizes="${PRODUCT_CARD_SIZES}"></picture></div>`;
  const screen = (pictures: string[]) =>
    `<div id="mall-first-screen" class="mall-fs" data-page="goodsSearch" aria-hidden="true"><div class="mall-fs-column mall-fs-search">` +
    `<div class="mall-fs-cards">${pictures.map(card).join('')}</div></div></div>\n`;

  it('writes the first row of all products and of a category, in each language, as the cards’ <Picture> asks for them', async () => {
    for (const [locale, prefix] of Object.entries(PREFIX)) {
      const pictures = await firstResults('', locale);
      expect(pictures).toHaveLength(5);
      expect(pictures.filter((pic) => /\/media\/photos\/.+\.jpg$/.test(pic)).length).toBeGreaterThan(0);
      for (const page of [
        `${prefix}/goods/goods_search?title=&cid=`,
        `${prefix}/goods/goods_search`,
        `${prefix}/goods/goods_search?cid=&title=&page=1`,
      ]) {
        expect({ page, html: (await firstScreen(page)).html }).toEqual({ page, html: screen(pictures) });
      }
    }
    // A category's results (its products and those of the categories below it), in the page's order.
    const { cid } = (
      await api.db.query<{ cid: number }>(
        `SELECT c.id::int AS cid FROM category c JOIN product p ON p.category_id = c.id WHERE ${onShelf('p')}
          GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
      )
    ).rows[0];
    const pictures = await firstResults(`cid=${cid}&`, 'fr');
    expect(pictures.length).toBeGreaterThan(0);
    expect((await firstScreen(`/fr/goods/goods_search?cid=${cid}&title=`)).html).toBe(screen(pictures));
  });

  it('writes nothing for a search by words, a filtered, sorted or later page, an unknown category or no result', async () => {
    for (const page of [
      '/goods/goods_search?title=phone&cid=',
      '/goods/goods_search?title=&cid=&page=2',
      '/goods/goods_search?title=&cid=&salesOrder=desc',
      '/goods/goods_search?title=&cid=&priceOrder=asc',
      '/goods/goods_search?title=&cid=&minPrice=10',
      '/goods/goods_search?title=&cid=&maxPrice=10',
      '/goods/goods_search?title=&cid=99999999',
    ]) {
      expect({ page, html: (await firstScreen(page)).html }).toEqual({ page, html: '' });
    }
    // Nothing on sale: the page draws its empty state, and has no first screen (a page not asked for before: no cache).
    const hidden = await api.db.query<{ id: number }>(`UPDATE product SET is_show = false WHERE is_show RETURNING id::int`);
    try {
      expect((await firstScreen('/th/goods/goods_search?cid=&title=')).html).toBe('');
    } finally {
      await api.db.query(`UPDATE product SET is_show = true WHERE id = ANY($1::bigint[])`, [hidden.rows.map((r) => r.id)]);
    }
  });
});

describe('GET /api/seo/page/<page>', () => {
  it('answers the head and the first screen in one JSON object, as their own routes do, from one reading of the data', async () => {
    const { id } = (await api.db.query<{ id: number }>(`SELECT id::int FROM product p WHERE ${onShelf('p')} ORDER BY id LIMIT 1 OFFSET 5`))
      .rows[0];
    const section = () => api.app.publicCache.stats().find((s) => s.name === 'seo-head')!;
    for (const page of [`/fr/goods_detail/${id}`, '/th', '/goods/goods_search?title=tea&cid=']) {
      const before = section();
      const response = await fetch(`${api.url}/api/seo/page${page}`);
      const both = (await response.json()) as { head: string; firstScreen: string };
      const head = await (await fetch(`${api.url}/api/seo/head${page}`)).text();
      const screen = (await firstScreen(page)).html;
      const after = section();
      expect({
        page,
        type: response.headers.get('content-type'),
        cacheControl: response.headers.get('cache-control'),
        keys: Object.keys(both),
        head: both.head === head,
        firstScreen: both.firstScreen === screen,
        reads: after.misses - before.misses,
        kept: after.hits - before.hits,
      }).toEqual({
        page,
        type: 'application/json; charset=utf-8',
        cacheControl: 'public, max-age=60',
        keys: ['head', 'firstScreen'],
        head: true,
        firstScreen: true,
        reads: 1,
        kept: 2,
      });
      expect(head).toMatch(/^<title>/);
    }
    // A product page has both parts, a search only its head.
    const product = (await (await fetch(`${api.url}/api/seo/page/fr/goods_detail/${id}`)).json()) as { firstScreen: string };
    expect(product.firstScreen).toMatch(/^<div id="mall-first-screen" class="mall-fs" data-page="goodsDetail"/);
    const search = (await (await fetch(`${api.url}/api/seo/page/goods/goods_search?title=tea&cid=`)).json()) as { firstScreen: string };
    expect(search.firstScreen).toBe('');
  });
});

describe('with CONTRACT_STRICT', () => {
  it('is not served, as a backend of the contract’s family has none', async () => {
    const strict = await startApi({ contractStrict: true });
    try {
      expect((await fetch(`${strict.url}/api/seo/first-screen/goods_detail/1`)).status).toBe(404);
      expect((await fetch(`${strict.url}/api/seo/page/goods_detail/1`)).status).toBe(404);
    } finally {
      await strict.close();
    }
  }, 60_000);
});
