import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { pageParams, type PageInfo } from '../../lib/paging';
import type { MerchantSearchQuery, MerchantSearchResponse, MerchantStreetQuery } from '../../schemas/merchant';
import { merchantCards, type CardFilter } from './merchant-cards';
import { likePattern } from '../../lib/like-pattern';
import type { Locale } from '../../i18n/locale';

export interface MerchantStreetService {
  /** The shop street: recommended stores first, then by sort (higher first), then id. */
  street(query: MerchantStreetQuery, locale: Locale): Promise<PageInfo<MerchantSearchResponse>>;
  /** Merchant search: by name or keyword, type, category and self-run; best rated first, then sort, then id. */
  search(query: MerchantSearchQuery, locale: Locale): Promise<PageInfo<MerchantSearchResponse>>;
}

/** The search's filters as SQL on the merchant `m`; empty values mean "all". */
function searchFilter(query: MerchantSearchQuery): CardFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const keywords = query.keywords?.trim();
  if (keywords) {
    // The name contains the text, or the text is one of the comma-separated keywords (the original's FIND_IN_SET).
    params.push(likePattern(keywords), keywords.toLowerCase());
    const like = `$${params.length - 1}`;
    const exact = `$${params.length}`;
    conditions.push(
      `(m.name ILIKE ${like} OR EXISTS (SELECT 1 FROM unnest(string_to_array(m.keywords, ',')) k WHERE lower(trim(k)) = ${exact}))`,
    );
  }
  if (query.typeId) add((n) => `m.type_id = ${n}`, Number(query.typeId));
  if (query.categoryId) add((n) => `m.category_id = ${n}`, Number(query.categoryId));
  if (query.isSelf) add((n) => `m.is_self = ${n}`, query.isSelf === 'true' || query.isSelf === '1');
  return { conditions, params, orderBy: 'm.star_level DESC, m.sort DESC, m.id' };
}

export function createMerchantStreetService(db: Db, config: Config): MerchantStreetService {
  return {
    street(query, locale) {
      const { page, limit } = pageParams(query, 10);
      return db.transaction((tx) =>
        merchantCards(tx, config, { conditions: [], params: [], orderBy: 'm.is_recommend DESC, m.sort DESC, m.id' }, page, limit, locale),
      );
    },

    search(query, locale) {
      const { page, limit } = pageParams(query, 20);
      return db.transaction((tx) => merchantCards(tx, config, searchFilter(query), page, limit, locale));
    },
  };
}
