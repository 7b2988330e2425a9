import type { ProductListQuery, SortDirection } from '@mall/contract';

/** Results per page of the search page (the contract's client asks 20). */
export const SEARCH_PAGE_SIZE = 20;

/** Everything the search page shows, read from its URL so back/forward and shared links work. */
export interface SearchQuery {
  /** URL `title`, sent as `keyword`. */
  keyword: string;
  /** URL `cid`: a platform category id, or null. */
  cid: number | null;
  page: number;
  /** Price range as typed (validated before it reaches the URL); '' = open. */
  minPrice: string;
  maxPrice: string;
  priceOrder: SortDirection;
  salesOrder: SortDirection;
}

const direction = (value: string | null): SortDirection => (value === 'asc' || value === 'desc' ? value : '');

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number) ? number : null;
};

const price = (value: string | null): string => (value && PRICE_PATTERN.test(value.trim()) ? value.trim() : '');

/** A price the range accepts: a non-negative amount with at most two decimals. */
export const PRICE_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const salesOrder = direction(params.get('salesOrder'));
  return {
    keyword: (params.get('title') ?? '').trim(),
    cid: positiveInt(params.get('cid')),
    page: positiveInt(params.get('page')) ?? 1,
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    // One sort at a time: a URL naming both sorts by sales, as the API would.
    priceOrder: salesOrder ? '' : direction(params.get('priceOrder')),
    salesOrder,
  };
}

/** The URL query of a search: `title` and `cid` always (as the header links write them), the rest when set. */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  params.set('title', query.keyword);
  params.set('cid', query.cid === null ? '' : String(query.cid));
  if (query.minPrice) params.set('minPrice', query.minPrice);
  if (query.maxPrice) params.set('maxPrice', query.maxPrice);
  if (query.salesOrder) params.set('salesOrder', query.salesOrder);
  if (query.priceOrder) params.set('priceOrder', query.priceOrder);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function toProductListQuery(query: SearchQuery): ProductListQuery {
  return {
    keyword: query.keyword || undefined,
    cid: query.cid ?? undefined,
    page: query.page,
    limit: SEARCH_PAGE_SIZE,
    minPrice: query.minPrice ? Number(query.minPrice) : undefined,
    maxPrice: query.maxPrice ? Number(query.maxPrice) : undefined,
    priceOrder: query.priceOrder,
    salesOrder: query.salesOrder,
  };
}
