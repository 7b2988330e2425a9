import type { Rng } from '../random';
import { FIRST_NAMES, LAST_INITIALS, MERCHANT_REPLIES, REVIEW_TEXT } from '../data/words';
import { slug } from './merchants';
import { iso, type ProductReplyRow, type ProductRow, type ProductSkuRow } from './model';

const reviewerAvatar = (firstName: string) => `/media/avatars/${slug(firstName)}.svg`;

/** Lower-cases plain capitalised words ("Crew-Neck T-Shirt" → "crew-neck T-Shirt"), keeping acronyms and codes. */
function inSentence(noun: string): string {
  return noun
    .split(' ')
    .map((w) => (/^[A-Z][a-z]+(-[A-Za-z][a-z]+)*$/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

function nickname(rng: Rng, first: string): string {
  switch (rng.int(0, 2)) {
    case 0:
      return `${first} ${rng.pick(LAST_INITIALS.split(''))}.`;
    case 1:
      return `${slug(first).replace(/-/g, '')}_${rng.int(10, 99)}`;
    default:
      return `${first}${rng.int(1, 999)}`;
  }
}

/** 0–12 reviews per product, mostly good; some with pictures, some answered by the merchant. */
export function buildReviews(
  rng: Rng,
  products: ProductRow[],
  skus: ProductSkuRow[],
  nouns: Map<number, string>,
  now: number,
): ProductReplyRow[] {
  const skusOf = new Map<number, ProductSkuRow[]>();
  for (const s of skus) skusOf.set(s.product_id, [...(skusOf.get(s.product_id) ?? []), s]);
  const rows: ProductReplyRow[] = [];
  for (const p of products) {
    const count = rng.weighted([0, rng.int(1, 4), rng.int(5, 9), rng.int(10, 12)], [1, 4, 4, 2]);
    const pictures = JSON.parse(p.slider_image) as string[];
    const created = Date.parse(p.created_at);
    for (let k = 0; k < count; k++) {
      const star = rng.weighted([5, 4, 3, 2, 1], [55, 25, 10, 5, 5]);
      const band = star === 5 ? 'great' : star === 4 ? 'good' : star === 3 ? 'mixed' : 'poor';
      const first = rng.pick(FIRST_NAMES);
      const at = Math.min(created + rng.int(1, Math.max(2, Math.floor((now - created) / 1000))) * 1000, now - 2 * 3_600_000);
      const replied = rng.chance(star <= 2 ? 0.8 : 0.3);
      rows.push({
        id: rows.length + 1,
        product_id: p.id,
        nickname: nickname(rng, first),
        avatar: reviewerAvatar(first),
        sku: rng.pick(skusOf.get(p.id)!).sku,
        star,
        service_star: Math.min(5, Math.max(1, star + rng.weighted([-1, 0, 1], [1, 6, 2]))),
        comment: rng.pick(REVIEW_TEXT[band]).replace('{noun}', inSentence(nouns.get(p.id) ?? 'item')),
        pics: JSON.stringify(rng.chance(0.22) ? rng.sample(pictures, rng.int(1, 3)) : []),
        merchant_reply_content: replied ? rng.pick(MERCHANT_REPLIES[star <= 3 ? 'sorry' : 'thanks']) : null,
        merchant_reply_time: replied ? iso(Math.min(now, at + rng.int(1, 72) * 3_600_000)) : null,
        created_at: iso(at),
      });
    }
  }
  return rows;
}
