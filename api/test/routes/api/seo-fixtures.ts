// The product page the served head's and first screen's tests open on a SKU other than the first: shared by
// seo-head.test.ts and seo-first-screen.test.ts.
import type { TestApi } from '../../helper';
import { onShelf } from '../../../src/services/catalog/on-shelf';
import { findSku, skuAttributes, type GalleryDetail } from '../../../src/lib/product-gallery';

/** A SKU as the product's detail answer lists it (`productValue`). */
export interface DetailSku {
  id: number;
  stock: number;
  image: string;
  price: string;
  otPrice: string;
}

/**
 * A product on sale with options and at least two SKUs, changed so that its page opens on the second: the first SKU of
 * its combinations (in the options' order) sold out, the next one in stock (5) with a photo of its own, another
 * product's stored photo. Answers the product, the two SKUs as its detail answered them before the change, and the
 * photo's stored path (`/media/photos/….jpg`).
 */
export async function productOpeningOnNextSku(api: Pick<TestApi, 'db' | 'url'>): Promise<{
  id: number;
  first: DetailSku;
  next: DetailSku;
  photo: string;
}> {
  const { id } = (
    await api.db.query<{ id: number }>(
      `SELECT p.id::int FROM product p WHERE ${onShelf('p')}
          AND (SELECT count(*) FROM product_sku s WHERE s.product_id = p.id AND NOT s.is_del) >= 2
          AND EXISTS (SELECT 1 FROM product_attr a WHERE a.product_id = p.id)
        ORDER BY p.id DESC LIMIT 1`,
    )
  ).rows[0];
  const response = await fetch(`${api.url}/api/front/product/detail/${id}`, { headers: { 'Accept-Language': 'en' } });
  const before = ((await response.json()) as { data: GalleryDetail<DetailSku> }).data;
  let combinations: string[][] = [[]];
  for (const attr of skuAttributes(before.productAttr)) {
    combinations = combinations.flatMap((head) => attr.values.map((value) => [...head, value]));
  }
  const [first, next] = combinations.map((choice) => findSku(before, choice)).filter((sku): sku is DetailSku => sku !== null);
  const photo = (
    await api.db.query<{ image: string }>(
      `SELECT image FROM product WHERE image LIKE '/media/photos/%.jpg' AND image <> (SELECT image FROM product WHERE id = $1) LIMIT 1`,
      [id],
    )
  ).rows[0].image;
  await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [first.id]);
  await api.db.query('UPDATE product_sku SET stock = 5, image = $2 WHERE id = $1', [next.id, photo]);
  return { id, first, next, photo };
}
