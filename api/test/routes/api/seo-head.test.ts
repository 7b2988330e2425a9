// The served head of the storefront's public pages (issue 31), over HTTP on a real database: what a crawler or a link
// preview reads before any script runs — title, description, canonical, alternates, Open Graph, Twitter card and
// JSON-LD checked against Google's rich results requirements (Adobe's structured-data validator).
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { decodeHtml as decode, startApi, type TestApi } from '../../helper';
import { onShelf } from '../../../src/services/catalog/on-shelf';
import { productOpeningOnNextSku } from './seo-fixtures';
import { openingPicture, type GalleryDetail } from '../../../src/lib/product-gallery';
import { HOME_BANNER_SIZES, STREET_BANNER_SIZES } from '../../../src/lib/home-banner';
import { variantSrcSet } from '../../../src/lib/picture-variants';
import catalogTh from '../../../../remotes/catalog/lang/th.json';
import catalogFr from '../../../../remotes/catalog/lang/fr.json';
import commonTh from '../../../../shared/i18n/src/lang/th.json';
import streetFr from '../../../../remotes/merchant-street/lang/fr.json';
import commonFr from '../../../../shared/i18n/src/lang/fr.json';
import commonEn from '../../../../shared/i18n/src/lang/en.json';

const STOREFRONT = 'https://shop.example';
let api: TestApi;

beforeAll(async () => {
  api = await startApi({ storefrontUrl: STOREFRONT });
}, 60_000);
afterAll(() => api?.close());

interface Head {
  status: number;
  type: string | null;
  cacheControl: string | null;
  html: string;
  title: string | null;
  meta: Record<string, string[]>;
  canonical: string | null;
  alternates: Record<string, string>;
  jsonLd: Array<Record<string, any>>;
}

async function head(page: string): Promise<Head> {
  const response = await fetch(`${api.url}/api/seo/head${page}`);
  const html = await response.text();
  const meta: Record<string, string[]> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    (meta[key] ??= []).push(decode(value));
  }
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, decode(href)]),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    html,
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? null,
    meta,
    canonical: decode(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? '') || null,
    alternates,
    jsonLd,
  };
}

/** Google's rich results errors (not warnings about optional fields) for the structured data of an HTML fragment. */
async function richResultErrors(html: string) {
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
  );
  const issues = await new Validator().validate(data);
  return issues.filter((issue) => issue.severity === 'ERROR').map((issue) => `${issue.rootType}: ${issue.issueMessage}`);
}

const PREFIX = { en: '', 'zh-CN': '/zh-CN', fr: '/fr', th: '/th', lao: '/lao' } as const;

describe('GET /api/seo/head/<page>', () => {
  it('writes a product page’s own head in each language: title, description, canonical, alternates, Open Graph, JSON-LD', async () => {
    // A product on sale with reviews, a Thai name and a category path.
    const product = (
      await api.db.query<{
        id: number;
        name: string;
        name_th: string | null;
        price: string;
        stock: number;
        n: number;
        stars: number;
        shop: string;
      }>(
        `SELECT p.id::int, p.store_name AS name, p.store_name_i18n->>'th' AS name_th, p.price::text, p.stock, t.n, t.stars,
                m.name AS shop
           FROM product p JOIN product_reply_total t ON t.product_id = p.id JOIN merchant m ON m.id = p.mer_id
          WHERE ${onShelf('p')} AND t.n > 0 AND p.store_name_i18n ? 'th' ORDER BY p.id LIMIT 1`,
      )
    ).rows[0];
    expect(product).toBeDefined();
    const path = `/goods_detail/${product.id}`;
    const heads = await Promise.all(Object.values(PREFIX).map((prefix) => head(`${prefix}${path}`)));
    for (const [i, [locale, prefix]] of Object.entries(PREFIX).entries()) {
      const h = heads[i];
      expect(h.status).toBe(200);
      expect(h.type).toBe('text/html; charset=utf-8');
      expect(h.cacheControl).toBe('public, max-age=60');
      expect(h.canonical).toBe(`${STOREFRONT}${prefix}${path}`);
      expect(h.alternates).toEqual({
        en: `${STOREFRONT}${path}`,
        'zh-CN': `${STOREFRONT}/zh-CN${path}`,
        fr: `${STOREFRONT}/fr${path}`,
        th: `${STOREFRONT}/th${path}`,
        lo: `${STOREFRONT}/lao${path}`,
        'x-default': `${STOREFRONT}${path}`,
      });
      expect(h.meta['og:url']).toEqual([`${STOREFRONT}${prefix}${path}`]);
      expect(h.meta['og:type']).toEqual(['product']);
      expect(h.meta['product:price:amount']).toEqual([Number(product.price).toFixed(2)]);
      expect(h.meta['product:price:currency']).toEqual(['USD']);
      expect(h.meta['og:image']?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
      expect(h.meta['twitter:card']).toEqual(['summary_large_image']);
      expect(h.meta['description']?.[0]?.length).toBeGreaterThan(0);
      expect(h.meta['og:description']).toEqual(h.meta['description']);
      const [ld, crumbs] = h.jsonLd;
      expect(ld).toMatchObject({
        '@type': 'Product',
        sku: String(product.id),
        offers: {
          '@type': 'Offer',
          price: Number(product.price).toFixed(2),
          priceCurrency: 'USD',
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
        aggregateRating: {
          '@type': 'AggregateRating',
          reviewCount: product.n,
          ratingValue: (Math.round((product.stars * 10) / product.n) / 10).toFixed(1),
        },
      });
      expect(crumbs['@type']).toBe('BreadcrumbList');
      // Home, the category path (three levels), the product.
      expect(crumbs.itemListElement).toHaveLength(5);
      expect(crumbs.itemListElement[0].item).toBe(`${STOREFRONT}${prefix || '/'}`);
      expect(crumbs.itemListElement[1].item).toMatch(new RegExp(`^${STOREFRONT}${prefix}/goods/goods_search\\?cid=\\d+&title=$`));
      expect(crumbs.itemListElement.at(-1)).toEqual({ '@type': 'ListItem', position: 5, name: ld.name });
      expect(locale === 'th' ? ld.name : null).toBe(locale === 'th' ? product.name_th : null);
      expect(await richResultErrors(h.html)).toEqual([]);
    }
    // The Thai page's title is the product's Thai name, the shop and the site's name in Thai, as usePageTitle writes it.
    expect(heads[3].title).toBe(`${product.name_th} – ${product.shop} – ${commonTh['common.siteName']}`);
    expect(heads[0].title).toBe(`${product.name} – ${product.shop} – ${commonEn['common.siteName']}`);
    expect(heads[3].meta['og:locale']).toEqual(['th_TH']);
    expect(heads[3].jsonLd[1].itemListElement[0].name).toBe(catalogTh['catalog.HomePage.title']);
  });

  it('says a sold-out product is out of stock, and a product not on sale gets the generic product title only', async () => {
    const [onSale, off] = (
      await api.db.query<{ id: number }>(
        `(SELECT id::int FROM product p WHERE ${onShelf('p')} ORDER BY id LIMIT 1)
         UNION ALL (SELECT id::int FROM product p WHERE NOT (${onShelf('p')}) ORDER BY id LIMIT 1)`,
      )
    ).rows;
    await api.db.query('UPDATE product SET stock = 0 WHERE id = $1', [onSale.id]);
    await api.db.query('UPDATE product_sku SET stock = 0 WHERE product_id = $1', [onSale.id]);
    const sold = await head(`/goods_detail/${onSale.id}`);
    expect(sold.jsonLd[0].offers.availability).toBe('https://schema.org/OutOfStock');

    for (const page of [`/goods_detail/${off?.id ?? 99999999}`, '/goods_detail/99999999', '/goods_detail/abc']) {
      const h = await head(page);
      expect({ page, status: h.status, title: h.title, canonical: h.canonical, ld: h.jsonLd }).toEqual({
        page,
        status: 200,
        title: `Product – ${commonEn['common.siteName']}`,
        canonical: null,
        ld: [],
      });
    }
  });

  it('preloads the picture a product page’s gallery draws first, as its <Picture> asks for it (420 px, WebP)', async () => {
    type Detail = GalleryDetail<{ id: number; stock: number; image: string }>;
    const detail = async (id: number, locale = 'en') =>
      (
        (await (await fetch(`${api.url}/api/front/product/detail/${id}`, { headers: { 'Accept-Language': locale } })).json()) as {
          data: Detail;
        }
      ).data;
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"([^>]*)>/g)].map(([, href, rest]) => ({
        href: decode(href),
        srcset: decode(/imagesrcset="([^"]*)"/.exec(rest)?.[1] ?? ''),
        sizes: /imagesizes="([^"]*)"/.exec(rest)?.[1] ?? null,
        type: /type="([^"]*)"/.exec(rest)?.[1] ?? null,
        fetchpriority: /fetchpriority="([^"]*)"/.exec(rest)?.[1] ?? null,
      }));
    const webpSrcset = (src: string) => variantSrcSet(src, 'webp');

    // A product whose first choice is sold out and whose next one in stock has a picture of its own: the page opens on
    // that SKU and draws its picture, not the slider's first.
    const withOptions = await productOpeningOnNextSku(api);
    const { photo } = withOptions;
    const after = await detail(withOptions.id, 'th');
    expect(openingPicture(after)).toBe(`${api.url}${photo}`);
    for (const page of [`/goods_detail/${withOptions.id}`, `/th/goods_detail/${withOptions.id}`]) {
      expect({ page, preloads: preloads((await head(page)).html) }).toEqual({
        page,
        preloads: [
          {
            href: `${api.url}${photo}`,
            srcset: webpSrcset(`${api.url}${photo}`),
            sizes: '420px',
            type: 'image/webp',
            fetchpriority: 'high',
          },
        ],
      });
    }

    // Every product of the first page of the catalogue, with options or without: the head names the picture the
    // storefront's gallery rule finds in the product's detail answer.
    const list = (await (await fetch(`${api.url}/api/front/product/list?page=1&limit=40`)).json()) as {
      data: { list: Array<{ id: number }> };
    };
    expect(list.data.list.length).toBeGreaterThan(10);
    for (const { id } of list.data.list) {
      const opening = openingPicture(await detail(id));
      expect(opening).not.toBe('');
      const [preload] = preloads((await head(`/goods_detail/${id}`)).html);
      expect({ id, preload: preload.href, sizes: preload.sizes }).toEqual({ id, preload: opening, sizes: '420px' });
    }
  });

  it('preloads home’s first banner in each language, as the carousel’s <Picture> asks for it (HOME_BANNER_SIZES, WebP)', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => decode(tag));
    const firstBanner = async (locale: string) =>
      (
        (await (await fetch(`${api.url}/api/pc/home/index`, { headers: { 'Accept-Language': locale } })).json()) as {
          data: { banner: Array<{ pic: string }> };
        }
      ).data.banner[0].pic;
    const webpSrcset = (src: string) => variantSrcSet(src, 'webp');
    // The seed's banners are photos with stored variants: each language's head names the banner its home data lists
    // first, with the WebP srcset and the carousel's sizes.
    for (const [locale, prefix] of Object.entries(PREFIX)) {
      const pic = await firstBanner(locale);
      expect(pic).toMatch(new RegExp(`^${api.url}/media/photos/.+\\.jpg$`));
      expect({ locale, preloads: preloads((await head(prefix || '/')).html) }).toEqual({
        locale,
        preloads: [
          `<link rel="preload" as="image" href="${pic}" imagesrcset="${webpSrcset(pic)}" imagesizes="${HOME_BANNER_SIZES}" type="image/webp" fetchpriority="high">`,
        ],
      });
    }
    expect(HOME_BANNER_SIZES).toBe('(max-width: 960px) 100vw, 954px');

    // A French picture of its own for the first banner, a drawing (no variants): the French head preloads it as it is,
    // once the write drops the kept head; the English one keeps the photo.
    const first = (await api.db.query<{ id: number }>(`SELECT id FROM banner WHERE grp = 'pc_home' ORDER BY sort DESC, id LIMIT 1`))
      .rows[0];
    const english = await firstBanner('en');
    await api.db.query(
      `UPDATE banner SET pic_i18n = coalesce(pic_i18n, '{}'::jsonb) || '{"fr": "/media/seed/banner-fr.svg"}'::jsonb WHERE id = $1`,
      [first.id],
    );
    expect(await firstBanner('fr')).toBe(`${api.url}/media/seed/banner-fr.svg`);
    expect(preloads((await head('/fr')).html)).toEqual([
      `<link rel="preload" as="image" href="${api.url}/media/seed/banner-fr.svg" fetchpriority="high">`,
    ]);
    expect(preloads((await head('/')).html).map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual([english]);

    // A page that shows no large picture preloads none.
    for (const page of ['/goods/goods_search?title=phone&cid=', '/fr/shoppingCart']) {
      expect({ page, preloads: preloads((await head(page)).html) }).toEqual({ page, preloads: [] });
    }
  });

  it('preloads the shop street’s banner in each language, the picture its home data names (STREET_BANNER_SIZES)', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => decode(tag));
    for (const [locale, prefix] of Object.entries(PREFIX)) {
      const home = (await (await fetch(`${api.url}/api/pc/home/index`, { headers: { 'Accept-Language': locale } })).json()) as {
        data: { shopStreetHeaderImag: string };
      };
      const banner = home.data.shopStreetHeaderImag;
      // The seed's banner is a drawing (no stored variants): preloaded as it is, as <Picture> draws it.
      expect(banner).toMatch(new RegExp(`^${api.url}/media/.+\\.svg$`));
      for (const page of [`${prefix}/merchant/merchant_street`, `${prefix}/merchant/merchant_street?page=2`]) {
        expect({ page, preloads: preloads((await head(page)).html) }).toEqual({
          page,
          preloads: [`<link rel="preload" as="image" href="${banner}" fetchpriority="high">`],
        });
      }
    }
    expect(STREET_BANNER_SIZES).toBe('(max-width: 1200px) 100vw, 1200px');
  });

  it('writes a store’s head with its Store data in French, and each tab’s title as the store page writes it', async () => {
    const store = (
      await api.db.query<{ id: number; name: string; address: string; intro: string }>(
        `SELECT id::int, name, address, intro FROM merchant WHERE is_switch AND NOT is_del AND address <> '' ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    const home = await head(`/fr/merchant/merchant/home?id=${store.id}`);
    expect(home.title).toBe(`${store.name} – ${commonFr['common.siteName']}`);
    expect(home.canonical).toBe(`${STOREFRONT}/fr/merchant/merchant/home?id=${store.id}`);
    expect(home.alternates['x-default']).toBe(`${STOREFRONT}/merchant/merchant/home?id=${store.id}`);
    expect(home.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: store.name,
        url: `${STOREFRONT}/fr/merchant/merchant/home?id=${store.id}`,
        address: { '@type': 'PostalAddress', streetAddress: store.address },
      }),
    ]);
    // Google's local business data requires a name and an address; an image is recommended.
    expect(home.jsonLd[0].image).toMatch(/^http/);
    expect(await richResultErrors(home.html)).toEqual([]);
    const coupons = await head(`/fr/merchant/merchant/coupon?id=${store.id}`);
    expect(coupons.title).toBe(`${streetFr['merchantStreet.MerchantPage.coupon']} – ${store.name} – ${commonFr['common.siteName']}`);
    expect((await head('/fr/merchant/merchant/home?id=99999999')).title).toBe(
      `${streetFr['merchantStreet.MerchantPage.store']} – ${commonFr['common.siteName']}`,
    );
  });

  it('writes home’s WebSite with its search action, and the titles of search, category, ranking, shop street and activities', async () => {
    const home = await head('/th');
    expect(home.title).toBe(commonTh['common.siteName']);
    expect(home.canonical).toBe(`${STOREFRONT}/th`);
    expect(home.alternates.en).toBe(`${STOREFRONT}/`);
    expect(home.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: commonTh['common.siteName'],
        url: `${STOREFRONT}/th`,
        inLanguage: 'th',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${STOREFRONT}/th/goods/goods_search?title={search_term_string}&cid=` },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
    expect(await richResultErrors(home.html)).toEqual([]);
    expect((await head('/')).title).toBe('Mall');

    const search = await head('/th/goods/goods_search?title=%3C%2Ftitle%3E%3Cscript%3Ex%3C%2Fscript%3E&cid=');
    // The words searched for are text, never markup.
    expect(search.title).toBe(
      `${catalogTh['catalog.GoodsSearchPage.searchTitle'].replace('{keyword}', '&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;')} – ${commonTh['common.siteName']}`,
    );
    expect(search.html).not.toMatch(/<script>|<\/title><script/);

    const category = (
      await api.db.query<{ id: number; name: string }>(
        `SELECT id::int, coalesce(name_i18n->>'th', name) AS name FROM category WHERE lineage_shown AND level = 3 ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    const byCategory = await head(`/th/goods/goods_search?cid=${category.id}&title=`);
    expect(byCategory.title).toBe(`${category.name} – ${commonTh['common.siteName']}`);
    expect(byCategory.canonical).toBe(`${STOREFRONT}/th/goods/goods_search?cid=${category.id}&title=`);
    expect(byCategory.jsonLd[0].itemListElement).toHaveLength(4);

    expect((await head('/th/goods/top_one')).title).toBe(`${catalogTh['catalog.TopOnePage.title']} – ${commonTh['common.siteName']}`);
    expect((await head('/th/goods/activity_list')).title).toBe(
      `${catalogTh['catalog.ActivityListPage.title']} – ${commonTh['common.siteName']}`,
    );
    expect((await head('/merchant/merchant_street')).title).toBe(`Shop street – ${commonEn['common.siteName']}`);
  });

  it('follows the category tree from the top at each level, and gives no path under a hidden category', async () => {
    // A shown level-3 category with a product on sale, its parent and its parent's parent, by the tree's own links.
    const leaf = (
      await api.db.query<{ id: number; pid: number; product: number }>(
        `SELECT c.id::int, c.pid::int, min(p.id)::int AS product FROM category c JOIN product p ON p.category_id = c.id
          WHERE c.lineage_shown AND c.level = 3 AND ${onShelf('p')} GROUP BY c.id ORDER BY c.id DESC LIMIT 1`,
      )
    ).rows[0];
    const names = async (ids: number[]) =>
      Promise.all(
        ids.map(
          async (id) =>
            (await api.db.query<{ name: string }>(`SELECT coalesce(name_i18n->>'fr', name) AS name FROM category WHERE id = $1`, [id]))
              .rows[0].name,
        ),
      );
    const mid = (await api.db.query<{ pid: number }>('SELECT pid::int FROM category WHERE id = $1', [leaf.pid])).rows[0];
    const line = [mid.pid, leaf.pid, leaf.id];
    const lineNames = await names(line);
    const crumbNames = (h: Head) =>
      h.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.map((i: { name: string }) => i.name);
    const home = catalogFr['catalog.HomePage.title'];
    for (const [level, id] of line.entries()) {
      expect({ level, crumbs: crumbNames(await head(`/fr/goods/goods_search?cid=${id}&title=`)) }).toEqual({
        level,
        crumbs: [home, ...lineNames.slice(0, level + 1)],
      });
    }
    const product = await head(`/fr/goods_detail/${leaf.product}`);
    const productName = product.jsonLd[0].name;
    expect(crumbNames(product)).toEqual([home, ...lineNames, productName]);
    expect(product.jsonLd[0].category).toBe(lineNames.join(' > '));

    // The top category hidden: neither page shows a path under it (pages not asked for before, so not kept).
    await api.db.query('UPDATE category SET is_show = false WHERE id = $1', [mid.pid]);
    try {
      expect((await head(`/th/goods/goods_search?cid=${leaf.id}&title=`)).jsonLd).toEqual([]);
      const hidden = await head(`/th/goods_detail/${leaf.product}`);
      expect(crumbNames(hidden)).toEqual([catalogTh['catalog.HomePage.title'], hidden.jsonLd[0].name]);
      expect(hidden.jsonLd[0].category).toBeUndefined();
    } finally {
      await api.db.query('UPDATE category SET is_show = true WHERE id = $1', [mid.pid]);
    }
  });

  it('gives a private page or an unknown path the site’s name alone', async () => {
    for (const page of ['/th/order/shopping_cart', '/users/order_list', '/no/such/page', '/lao']) {
      const h = await head(page);
      expect({ page, status: h.status }).toEqual({ page, status: 200 });
      if (page === '/lao') continue;
      expect({ page, html: h.html }).toEqual({
        page,
        html: `<title>${page.startsWith('/th') ? commonTh['common.siteName'] : 'Mall'}</title>\n`,
      });
    }
  });

  it('keeps a name with markup inside its JSON-LD data block: no `<` can close the script', async () => {
    const { id } = (await api.db.query<{ id: number }>(`SELECT id::int FROM product p WHERE ${onShelf('p')} ORDER BY id DESC LIMIT 1`))
      .rows[0];
    const name = 'Mug </script><script>alert(1)</script> & "cup"';
    await api.db.query('UPDATE product SET store_name = $2 WHERE id = $1', [id, name]);
    const h = await head(`/goods_detail/${id}`);
    expect(h.html.match(/<script/g)).toHaveLength(2);
    expect(h.jsonLd[0].name).toBe(name);
    expect(h.meta['og:title']?.[0]).toMatch(/^Mug <\/script><script>alert\(1\)<\/script> & "cup" – /);
  });
});

describe('with CONTRACT_STRICT', () => {
  it('is not served, as a backend of the contract’s family has none', async () => {
    const strict = await startApi({ contractStrict: true });
    try {
      expect((await fetch(`${strict.url}/api/seo/head/goods_detail/1`)).status).toBe(404);
    } finally {
      await strict.close();
    }
  }, 60_000);
});
