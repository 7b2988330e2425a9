import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { MerchantProductQuery, MerchantSortDirection } from '@mall/contract';
import { Button, theme } from '@mall/ui-theme';
import { CategoryTree } from '../../../features/store-products/components/category-tree';
import { PRICE_AMOUNT, PriceRangeForm, type PriceRange } from '../../../features/store-products/components/price-range-form';
import { StoreProductList } from '../../../features/store-products/components/store-product-list';
import { SortBar } from '../../../features/store-products/components/sort-bar';
import type { ProductSort } from '../../../features/store-products/components/sort-cycle';
import { selectStoreCategories } from '../../../features/store-products/store/selectors';
import { storeCategoriesRequested, storeProductsRequested } from '../../../features/store-products/store/slice';
import { pageParam, positiveInt, withParams } from '../../../lib/query-params';

/** Products per page of the category tab (the contract's limit). */
const CATEGORY_PAGE_SIZE = 20;

const direction = (value: string | null): MerchantSortDirection => (value === 'asc' || value === 'desc' ? value : '');
const amount = (value: string | null) => (value && PRICE_AMOUNT.test(value) ? value : '');

/**
 * /merchant/merchant/category?id=&search=&cid=&sales=&price=&min=&max=&page=: the store's category tree, sort,
 * price range and the matching products. Everything lives in the URL, so back, reload and links keep it.
 */
export function MerchantCategoryPage({ merId }: { merId: number }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const categories = useSelector(selectStoreCategories);

  const search = params.get('search')?.trim() ?? '';
  const cid = positiveInt(params.get('cid'));
  const salesOrder = direction(params.get('sales'));
  const priceOrder = direction(params.get('price'));
  const minPrice = amount(params.get('min'));
  const maxPrice = amount(params.get('max'));
  const page = pageParam(params.get('page'));
  const sort = useMemo<ProductSort>(() => ({ salesOrder, priceOrder }), [salesOrder, priceOrder]);
  const range = useMemo<PriceRange>(() => ({ minPrice, maxPrice }), [minPrice, maxPrice]);
  const query = useMemo<MerchantProductQuery>(
    () => ({ merId, cid: cid ?? '', keyword: search, salesOrder, priceOrder, minPrice, maxPrice, page, limit: CATEGORY_PAGE_SIZE }),
    [merId, cid, search, salesOrder, priceOrder, minPrice, maxPrice, page],
  );

  useEffect(() => {
    dispatch(storeCategoriesRequested({ merId }));
  }, [dispatch, merId]);
  useEffect(() => {
    dispatch(storeProductsRequested(query));
  }, [dispatch, query]);

  /** Any change of filter or sort starts again from page 1. */
  const refine = (changes: Record<string, string | number | null>) => setParams(withParams(params, { ...changes, page: null }));

  return (
    <section css={{ display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: theme.space.lg, alignItems: 'start' }}>
      <aside css={{ padding: theme.space.sm, background: theme.colors.surface, borderRadius: theme.radius.md }}>
        {categories.status === 'failed' ? (
          <Button variant="link" onClick={() => dispatch(storeCategoriesRequested({ merId }))}>
            <FormattedMessage {...commonMessages.retry} />
          </Button>
        ) : (
          <CategoryTree tree={categories.tree} selected={cid} onSelect={(id) => refine({ cid: id })} />
        )}
      </aside>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.md, minWidth: 0 }}>
        <h2 css={{ margin: 0, fontSize: theme.font.size.xl }}>
          {search ? (
            <FormattedMessage
              id="merchantStreet.MerchantCategoryPage.results"
              defaultMessage="Results for “{text}” in this store"
              description="Heading of the category tab after an in-store search"
              values={{ text: search }}
            />
          ) : (
            <FormattedMessage
              id="merchantStreet.MerchantCategoryPage.title"
              defaultMessage="Store categories"
              description="Heading of the store categories tab"
            />
          )}
        </h2>
        {search && (
          <div>
            <Button variant="link" onClick={() => refine({ search: null })}>
              <FormattedMessage
                id="merchantStreet.MerchantCategoryPage.clearSearch"
                defaultMessage="Show all products again"
                description="Removes the in-store search text"
              />
            </Button>
          </div>
        )}
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }}>
          <SortBar sort={sort} onChange={(next) => refine({ sales: next.salesOrder, price: next.priceOrder })} />
          <PriceRangeForm value={range} onChange={(next) => refine({ min: next.minPrice, max: next.maxPrice })} />
        </div>
        <StoreProductList
          query={query}
          page={page}
          pageSize={CATEGORY_PAGE_SIZE}
          onPage={(next) => setParams(withParams(params, { page: next === 1 ? null : next }))}
          empty={{
            title: intl.formatMessage({
              id: 'merchantStreet.MerchantCategoryPage.empty',
              defaultMessage: 'No product matches',
              description: 'Empty category tab',
            }),
            description: intl.formatMessage({
              id: 'merchantStreet.MerchantCategoryPage.emptyHint',
              defaultMessage: 'Try another category, a wider price range, or other words.',
              description: 'Hint under an empty category tab',
            }),
          }}
        />
      </div>
    </section>
  );
}
