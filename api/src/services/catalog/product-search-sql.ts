import { onShelf } from './on-shelf';
import { cardColumns } from './product-card';
import type { Locale } from '../../i18n/locale';
import { translatedText } from '../../i18n/localized';
import type { PagedSql } from './paged-rows';
import type { ProductListQuery } from '../../schemas/catalog';

/** Words of the search text that must each match; more are ignored (a search box, not a document). */
const MAX_WORDS = 6;

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchWords(keyword: string | undefined): string[] {
  const words = (keyword ?? '').trim().split(/\s+/).filter(Boolean);
  return [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_WORDS);
}

const DIRECTION = { asc: 'ASC', desc: 'DESC' } as const;

/**
 * The product search of GET /api/front/product/list as one SQL statement over on-shelf products:
 * - keyword: every word in the name or the keywords, case-insensitive (ILIKE, served by the pg_trgm GIN indexes
 *   of store_name and keyword); in another language also in the name's translation into it (its own trigram index,
 *   migration 021), so a French word finds the French name and the English one still works; without a sort chosen,
 *   the closest names (trigram similarity, the better of the two names) come first;
 * - cid: the category and every shown category below it (the original matched `categoryId` exactly, so a level-1
 *   or level-2 id found nothing: products sit on level-3 leaves);
 * - minPrice / maxPrice: inclusive bounds of the product price (its lowest SKU price);
 * - order as the contract's backend: salesOrder by sales + ficti, then rank, then sort; else priceOrder by price,
 *   then rank; else rank. Ties end on the id, newest first, so pages never overlap.
 */
export function productSearchSql(q: ProductListQuery, locale: Locale): PagedSql {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [onShelf('p')];

  const words = searchWords(q.keyword);
  const translatedName = locale === 'en' ? null : `(${translatedText('p.store_name', locale)})`;
  for (const word of words) {
    const pattern = param(containsPattern(word));
    const translated = translatedName ? ` OR ${translatedName} ILIKE ${pattern}` : '';
    where.push(`(p.store_name ILIKE ${pattern} OR p.keyword ILIKE ${pattern}${translated})`);
  }
  if (q.cid !== undefined) {
    where.push(`p.category_id IN (
      WITH RECURSIVE tree(id) AS (
        SELECT id FROM category WHERE id = ${param(q.cid)} AND is_show
        UNION ALL
        SELECT c.id FROM category c JOIN tree t ON c.pid = t.id WHERE c.is_show
      ) SELECT id FROM tree)`);
  }
  if (q.minPrice !== undefined) where.push(`p.price >= ${param(q.minPrice)}::numeric`);
  if (q.maxPrice !== undefined) where.push(`p.price <= ${param(q.maxPrice)}::numeric`);

  const orderParams: unknown[] = [];
  let orderBy: string;
  if (q.salesOrder) {
    orderBy = `p.sales + p.ficti ${DIRECTION[q.salesOrder]}, p.rank DESC, p.sort DESC, p.id DESC`;
  } else if (q.priceOrder) {
    orderBy = `p.price ${DIRECTION[q.priceOrder]}, p.rank DESC, p.id DESC`;
  } else if (words.length > 0) {
    orderParams.push(words.join(' '));
    const text = `$${params.length + 1}`;
    const closeness = translatedName
      ? `greatest(similarity(p.store_name, ${text}), similarity(coalesce(${translatedName}, ''), ${text}))`
      : `similarity(p.store_name, ${text})`;
    orderBy = `${closeness} DESC, p.rank DESC, p.id DESC`;
  } else {
    orderBy = 'p.rank DESC, p.id DESC';
  }
  // Without a keyword the partial indexes of migration 011 give the order: count apart so a page reads only its rows.
  return {
    columns: cardColumns(locale),
    from: `FROM product p WHERE ${where.join(' AND ')}`,
    orderBy,
    params,
    orderParams,
    countApart: words.length === 0,
  };
}
