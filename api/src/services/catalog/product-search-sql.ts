import { onShelf } from './on-shelf';
import { cardColumns } from './product-card';
import type { Locale } from '../../i18n/locale';
import { translatedText } from '../../i18n/localized';
import type { ProductListQuery } from '../../schemas/catalog';
import { listingOrder, listingOrderBy, type ListingScope } from './listing';
import { RESULT_WINDOW } from '../../lib/paging';

/** Words of the search text that must each match; more are ignored (a search box, not a document). */
const MAX_WORDS = 6;

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchWords(keyword: string | undefined): string[] {
  const words = (keyword ?? '').trim().split(/\s+/).filter(Boolean);
  return [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_WORDS);
}

/** A keyword search's statement: `FROM … WHERE …` with its parameters, and the order's own parameters after them. */
export interface SearchSql {
  columns: string;
  from: string;
  orderBy: string;
  params: unknown[];
  orderParams: unknown[];
}

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
export function productSearchSql(q: ProductListQuery, locale: Locale, scope: ListingScope): SearchSql {
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
  if (scope.kind === 'category') {
    // The category's lineage on the product (migration 026): no walk of the tree.
    const cid = param(scope.id);
    where.push(`(p.category_id = ${cid} OR p.category_l2 = ${cid} OR p.category_l1 = ${cid}) AND p.category_shown`);
  }
  if (q.minPrice !== undefined) where.push(`p.price >= ${param(q.minPrice)}::numeric`);
  if (q.maxPrice !== undefined) where.push(`p.price <= ${param(q.maxPrice)}::numeric`);

  const orderParams: unknown[] = [];
  let orderBy: string;
  if (q.salesOrder || q.priceOrder) {
    orderBy = listingOrderBy(listingOrder(q.salesOrder, q.priceOrder));
  } else {
    orderParams.push(words.join(' '));
    const text = `$${params.length + 1}`;
    const closeness = translatedName
      ? `greatest(similarity(p.store_name, ${text}), similarity(coalesce(${translatedName}, ''), ${text}))`
      : `similarity(p.store_name, ${text})`;
    orderBy = `${closeness} DESC, p.rank DESC, p.id DESC`;
  }
  return { columns: cardColumns(locale), from: `FROM product p WHERE ${where.join(' AND ')}`, orderBy, params, orderParams };
}

/** The statements of one search page: its rows, and its matches counted up to the result window. */
export function searchStatements(q: ProductListQuery, locale: Locale, scope: ListingScope, limit: number, offset: number) {
  const s = productSearchSql(q, locale, scope);
  const n = s.params.length + s.orderParams.length;
  return {
    page: {
      sql: `SELECT ${s.columns} ${s.from} ORDER BY ${s.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...s.params, ...s.orderParams, Math.min(limit, RESULT_WINDOW - offset), offset],
    },
    total: { sql: `SELECT count(*)::int AS n FROM (SELECT 1 ${s.from} LIMIT ${RESULT_WINDOW + 1}) m`, params: s.params },
  };
}
