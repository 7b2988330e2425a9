import type { Rng } from '../random';
import { ATTRS, type AttrPool } from '../data/attributes';
import { BOOK_ADJECTIVES, BOOK_NOUNS } from '../data/words';
import { productPhotoPath } from '../media/photos';
import { productTexts } from './descriptions';
import {
  DAY_MS,
  cents,
  iso,
  type LeafRef,
  type MerchantProductCategoryRow,
  type MerchantRef,
  type ProductAttrRow,
  type ProductRow,
  type ProductSkuRow,
} from './model';

const PRODUCT_TARGET = 520;
/** Products whose every SKU is sold out (besides single sold-out SKUs elsewhere). */
const SOLD_OUT_PRODUCTS = 12;
const MAX_SKUS = 24;

// Photo-weight pictures from a shared pool (media/photos.ts): a few dozen distinct photos for 520 products.
const productPicture = productPhotoPath;

interface Draft {
  leaf: LeafRef;
  noun: string;
  merchant: MerchantRef;
}

/** Merchants that sell in a leaf: a focus path is a prefix of the leaf's path. */
function sellersOf(leaf: LeafRef, merchants: MerchantRef[]): MerchantRef[] {
  return merchants.filter((m) => m.def.focus.some((f) => leaf.path === f || leaf.path.startsWith(`${f}/`)));
}

/** Every leaf gets at least one product per noun (and at least four); the rest are spread at random. */
function draftProducts(rng: Rng, leaves: LeafRef[], merchants: MerchantRef[]): Draft[] {
  const counts = leaves.map((l) => Math.max(4, l.def.nouns.length));
  for (let extra = PRODUCT_TARGET - counts.reduce((a, b) => a + b, 0); extra > 0; extra--) counts[rng.int(0, leaves.length - 1)]++;
  const drafts: Draft[] = [];
  leaves.forEach((leaf, i) => {
    const sellers = sellersOf(leaf, merchants);
    if (sellers.length === 0) throw new Error(`no merchant sells in ${leaf.path}`);
    const weights = sellers.map((m) => (m.def.isSelf ? 1 : 3));
    for (let k = 0; k < counts[i]; k++) {
      drafts.push({ leaf, noun: leaf.def.nouns[k % leaf.def.nouns.length], merchant: rng.weighted(sellers, weights) });
    }
  });
  return rng.shuffle(drafts);
}

/** Whether a word of `qualifier` is already a word of `text`. */
function repeats(text: string, qualifier: string): boolean {
  const words = new Set(text.toLowerCase().split(/[\s-]+/));
  return qualifier
    .toLowerCase()
    .split(/[\s-]+/)
    .some((w) => words.has(w));
}

function productName(rng: Rng, d: Draft, taken: Set<string>): { name: string; qualifier: string } {
  const isBook = d.leaf.second.name === 'Books';
  for (let attempt = 0; attempt < 30; attempt++) {
    const qualifiers = d.leaf.second.qualifiers ?? d.leaf.top.qualifiers;
    let qualifier = rng.pick(qualifiers);
    let name: string;
    if (isBook) {
      name = `The ${rng.pick(BOOK_ADJECTIVES)} ${rng.pick(BOOK_NOUNS)} (${d.noun})`;
    } else {
      const brand = d.merchant.def.brand && rng.chance(0.65) ? `${d.merchant.def.brand} ` : '';
      // Never a word twice ("Summit Summit Sleeping Bag", "Portable Portable Monitor"): the next qualifier instead.
      for (let k = 1; repeats(`${brand}${d.noun}`, qualifier) && k < qualifiers.length; k++) {
        qualifier = qualifiers[(qualifiers.indexOf(qualifier) + 1) % qualifiers.length];
      }
      name = `${brand}${qualifier} ${d.noun}`;
    }
    if (attempt >= 20) name = `${name} ${rng.pick(['II', 'Plus', 'Edition 2', 'Signature', 'Limited Edition'])}`;
    if (!taken.has(name)) {
      taken.add(name);
      return { name, qualifier };
    }
  }
  throw new Error(`could not name a ${d.noun}`);
}

/** 1–3 attributes, each with 2–4 values (a contiguous run for ordered pools), at most MAX_SKUS combinations. */
function chooseAttributes(rng: Rng, d: Draft): Array<{ pool: AttrPool; values: string[]; offsets: number[] }> {
  const keys = d.leaf.def.attrs.filter((_, i) => i === 0 || rng.chance(0.75));
  const chosen: Array<{ pool: AttrPool; values: string[]; offsets: number[] }> = [];
  let combos = 1;
  for (const key of keys) {
    const pool: AttrPool = ATTRS[key];
    const room = Math.floor(MAX_SKUS / combos);
    if (room < 2) break;
    const n = Math.min(rng.int(2, 4), pool.values.length, room);
    let offsets: number[];
    if (pool.ordered) {
      const start = rng.int(0, pool.values.length - n);
      offsets = Array.from({ length: n }, (_, i) => start + i);
    } else {
      offsets = rng.sample(
        pool.values.map((_, i) => i),
        n,
      );
    }
    chosen.push({ pool, values: offsets.map((o) => pool.values[o]), offsets });
    combos *= n;
  }
  return chosen;
}

/** Cartesian product of value indexes, first attribute varying slowest. */
function combinations(sizes: number[]): number[][] {
  return sizes.reduce<number[][]>((acc, size) => acc.flatMap((c) => Array.from({ length: size }, (_, i) => [...c, i])), [[]]);
}

/** A shop price: whole dollars ending .99, .90 or .00. */
function shopPrice(rng: Rng, [min, max]: [number, number]): number {
  const dollars = rng.int(min, max);
  return dollars * 100 - rng.weighted([1, 10, 0], [6, 2, 2]);
}

function barCode(rng: Rng): string {
  const digits = [6, 9, ...Array.from({ length: 10 }, () => rng.int(0, 9))];
  const sum = digits.reduce((a, d, i) => a + d * (i % 2 ? 3 : 1), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

export interface ProductBuild {
  products: ProductRow[];
  attrs: ProductAttrRow[];
  skus: ProductSkuRow[];
  merchantCategories: MerchantProductCategoryRow[];
  /** The noun each product was named after (reviews mention it). */
  nouns: Map<number, string>;
}

export function buildProducts(rng: Rng, leaves: LeafRef[], merchants: MerchantRef[], now: number): ProductBuild {
  const drafts = draftProducts(rng.fork('drafts'), leaves, merchants);
  const merchantCategories = buildMerchantCategories(drafts);
  const taken = new Set<string>();
  const soldOut = new Set(
    rng.fork('sold-out').sample(
      drafts.map((_, i) => i),
      SOLD_OUT_PRODUCTS,
    ),
  );
  const products: ProductRow[] = [];
  const attrs: ProductAttrRow[] = [];
  const skus: ProductSkuRow[] = [];
  const nouns = new Map<number, string>();

  drafts.forEach((d, i) => {
    const id = i + 1;
    const { name, qualifier } = productName(rng, d, taken);
    const chosen = chooseAttributes(rng, d);
    const pictureCount = rng.int(3, 5);
    const pictures = Array.from({ length: pictureCount }, (_, n) => productPicture(id, n + 1));
    const base = shopPrice(rng, d.leaf.def.price);
    const markup = rng.chance(0.15) ? 1 : 1.15 + rng.next() * 0.35;
    const baseWeight = 0.1 + rng.next() * 1.8;

    chosen.forEach((a, k) => {
      attrs.push({ id: attrs.length + 1, product_id: id, attr_name: a.pool.name, attr_values: a.values.join(','), sort: k });
    });
    let minPrice = Infinity;
    let minOtPrice = 0;
    let stock = 0;
    let sales = 0;
    for (const combo of combinations(chosen.map((a) => a.values.length))) {
      const values = combo.map((v, k) => chosen[k].values[v]);
      const extra = combo.reduce((sum, v, k) => sum + v * (chosen[k].pool.step ?? 0), 0);
      const price = base + extra;
      const otPrice = Math.max(price, Math.round((price * markup) / 100) * 100 - 1);
      const skuStock = soldOut.has(i) || rng.chance(0.08) ? 0 : rng.int(3, 400);
      const skuSales = rng.weighted([rng.int(0, 20), rng.int(20, 150), rng.int(150, 900)], [5, 4, 1]);
      const attrValue: Record<string, string> = {};
      chosen.forEach((a, k) => (attrValue[a.pool.name] = values[k]));
      skus.push({
        id: skus.length + 1,
        product_id: id,
        sku: values.join(','),
        attr_value: JSON.stringify(attrValue),
        image: pictures[combo[0] % pictures.length],
        price: cents(price),
        ot_price: cents(otPrice),
        cost: cents(Math.round(price * (0.45 + rng.next() * 0.2))),
        stock: skuStock,
        sales: skuSales,
        weight: (baseWeight + combo.reduce((s, v) => s + v * 0.05, 0)).toFixed(3),
        bar_code: barCode(rng),
      });
      if (price < minPrice) {
        minPrice = price;
        minOtPrice = otPrice;
      }
      stock += skuStock;
      sales += skuSales;
    }

    const features = rng.sample(d.leaf.top.features, 3);
    const texts = productTexts({
      tagline: rng.pick(d.leaf.top.taglines),
      features,
      category: d.leaf.def.name,
      options: chosen.map((a) => ({ name: a.pool.name, values: a.values })),
      unit: d.leaf.def.unit,
      city: d.merchant.def.city,
    });
    const brand = d.merchant.def.brand ?? '';
    nouns.set(id, d.noun);
    products.push({
      id,
      mer_id: d.merchant.id,
      category_id: d.leaf.id,
      mer_category_id: merchantCategories.find((c) => c.mer_id === d.merchant.id && c.level === 2 && c.name === d.leaf.def.name)!.id,
      store_name: name,
      store_info: texts.storeInfo,
      store_info_i18n: texts.storeInfoI18n,
      keyword: [d.noun, qualifier, d.leaf.def.name, d.leaf.top.name, brand].filter(Boolean).join(','),
      unit_name: d.leaf.def.unit,
      image: pictures[0],
      slider_image: JSON.stringify(pictures),
      content: texts.content,
      content_i18n: texts.contentI18n,
      price: cents(minPrice),
      ot_price: cents(minOtPrice),
      stock,
      sales,
      ficti: rng.int(0, 250),
      browse: rng.int(20, 6000),
      sort: 0,
      guarantee_ids: rng.sample([1, 2, 3, 4], rng.int(2, 4)).join(','),
      created_at: iso(now - rng.int(1, 180) * DAY_MS - rng.int(0, 86_399) * 1000),
    });
  });
  return { products, attrs, skus, merchantCategories, nouns };
}

/** Each merchant's own shop tree: the platform's second levels it sells in, with its leaves below. */
function buildMerchantCategories(drafts: Draft[]): MerchantProductCategoryRow[] {
  const rows: MerchantProductCategoryRow[] = [];
  const byMerchant = new Map<number, Draft[]>();
  for (const d of drafts) byMerchant.set(d.merchant.id, [...(byMerchant.get(d.merchant.id) ?? []), d]);
  for (const merId of [...byMerchant.keys()].sort((a, b) => a - b)) {
    const mine = byMerchant
      .get(merId)!
      .slice()
      .sort((a, b) => a.leaf.id - b.leaf.id);
    const seconds = [...new Map(mine.map((d) => [d.leaf.secondId, d.leaf])).values()];
    seconds.forEach((s, si) => {
      const parent = {
        id: rows.length + 1,
        mer_id: merId,
        pid: 0,
        name: s.second.name,
        icon: `/media/categories/${s.secondId}.svg`,
        level: 1 as const,
        sort: (seconds.length - si) * 10,
      };
      rows.push(parent);
      const leavesHere = [...new Map(mine.filter((d) => d.leaf.secondId === s.secondId).map((d) => [d.leaf.id, d.leaf])).values()];
      leavesHere.forEach((l, li) => {
        rows.push({
          id: rows.length + 1,
          mer_id: merId,
          pid: parent.id,
          name: l.def.name,
          icon: `/media/categories/${l.id}.svg`,
          level: 2,
          sort: (leavesHere.length - li) * 10,
        });
      });
    });
  }
  return rows;
}
