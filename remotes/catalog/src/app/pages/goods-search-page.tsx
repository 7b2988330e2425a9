import { css } from '@emotion/react';
import { Fragment, useEffect, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import type { ProductCategory } from '@mall/api-client/calls';
import { localizePath, useLocale, type Locale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock, PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { ProductGrid } from '../../components/product-grid';
import { MerchantMatches } from '../../features/search/components/merchant-matches';
import { PriceRangeFilter } from '../../features/search/components/price-range';
import { SortBar } from '../../features/search/components/sort-bar';
import {
  parseSearchQuery,
  SEARCH_PAGE_SIZE,
  searchQueryString,
  toProductListQuery,
  type SearchQuery,
} from '../../features/search/search-query';
import { selectSearch } from '../../features/search/store/selectors';
import { useCategoryPath } from '../../features/search/use-category-path';
import { searchByCategoryPath } from '@mall/routes';
import { merchantsRequested, queryKeyOf, searchRequested, searchReducer } from '../../features/search/store/slice';
import { searchSaga } from '../../features/search/store/saga';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ search: { reducer: searchReducer, saga: searchSaga } });

const messages = defineMessages({
  keyword: defineMessage<{ keyword: string }>({
    id: 'catalog.GoodsSearchPage.keyword',
    defaultMessage: 'Results for “{keyword}”',
    description: 'Subtitle naming the search text',
  }),
  count: defineMessage<{ total: number }>({
    id: 'catalog.GoodsSearchPage.count',
    defaultMessage: '{total, plural, =0 {No products found} one {# product found} other {# products found}}',
    description: 'Number of matching products',
  }),
  countAtLeast: defineMessage<{ total: number }>({
    id: 'catalog.GoodsSearchPage.countAtLeast',
    defaultMessage: 'More than {total, number} products found',
    description: 'Number of matching products when the shop counted only up to a limit (totalRelation "gte")',
  }),
  searchTitle: defineMessage<{ keyword: string }>({
    id: 'catalog.GoodsSearchPage.searchTitle',
    defaultMessage: 'Search: {keyword}',
    description: "The browser tab's title of a search by words ('Search: headphones – Mall')",
  }),
  title: { id: 'catalog.GoodsSearchPage.title', defaultMessage: 'Search results', description: 'Heading of the search results page' },
  window: defineMessage<{ count: number }>({
    id: 'catalog.GoodsSearchPage.window',
    defaultMessage:
      'Only the first {count, number} products can be browsed. Narrow the list with a category, a price range or other words.',
    description: 'Below the last page a shopper can reach of a very long list',
  }),
  results: { id: 'catalog.GoodsSearchPage.results', defaultMessage: 'Products', description: 'Accessible name of the result list' },
  empty: { id: 'catalog.GoodsSearchPage.empty', defaultMessage: 'No products match your search', description: 'Empty state title' },
  emptyHint: {
    id: 'catalog.GoodsSearchPage.emptyHint',
    defaultMessage: 'Try other words, another category or a wider price range.',
    description: 'Empty state hint',
  },
});

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.md,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});
const head = css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: theme.space.md, marginBottom: theme.space.md });

const trailLink = css({ color: 'inherit', textDecoration: 'none', '&:hover': { color: theme.colors.brandStrong } });
const trailSeparator = css({ whiteSpace: 'pre', color: theme.colors.muted, fontWeight: 'normal' });

/** The filtered category named with its parents ("Electronics › Phones"); each parent opens its own results. */
function CategoryTrail({ path, locale }: { path: readonly ProductCategory[]; locale: Locale }) {
  return (
    <>
      {path.map((category, index) => (
        <Fragment key={category.id}>
          {index > 0 && <span css={trailSeparator}>{' › '}</span>}
          {index < path.length - 1 ? (
            <Link css={trailLink} to={localizePath(searchByCategoryPath(category.id), locale)}>
              {category.name}
            </Link>
          ) : (
            category.name
          )}
        </Fragment>
      ))}
    </>
  );
}

/** /goods/goods_search?title=&cid= — filters, sort and page live in the URL, so back and forward work. */
export function GoodsSearchPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseSearchQuery(params), [params]);
  const listQuery = useMemo(() => toProductListQuery(query), [query]);
  const key = queryKeyOf(listQuery);
  const search = useSelector(selectSearch);
  const categories = useCategoryPath(query.cid);
  const locale = useLocale();
  // The tab names the words searched for, else the category (its last step), else the generic heading.
  usePageTitle(
    query.keyword
      ? intl.formatMessage(messages.searchTitle, { keyword: query.keyword })
      : (categories?.at(-1)?.name ?? intl.formatMessage(messages.title)),
  );

  // listQuery is memoised on the URL query: it changes exactly when the search does.
  useEffect(() => {
    dispatch(searchRequested(listQuery));
  }, [dispatch, listQuery]);

  useEffect(() => {
    if (query.keyword) dispatch(merchantsRequested(query.keyword));
  }, [dispatch, query.keyword]);

  const update = (patch: Partial<SearchQuery>) => {
    setParams(searchQueryString({ ...query, page: 1, ...patch }));
    window.scrollTo?.({ top: 0 });
  };

  const { results, merchants } = search;
  const current = search.queryKey === key ? results : null;
  const total = current?.data?.total ?? 0;
  // A long list pages through its first results only (PageInfo.pages; docs/contract.md, "Deep pages").
  const reachablePages = current?.data?.pages;
  const reachable = reachablePages !== undefined ? Math.min(total, reachablePages * SEARCH_PAGE_SIZE) : total;
  const countMessage = current?.data?.totalRelation === 'gte' ? messages.countAtLeast : messages.count;

  return (
    <PageColumn>
      <div css={head}>
        <h1 css={{ margin: 0, fontSize: theme.font.size.xxl }}>
          {categories ? <CategoryTrail path={categories} locale={locale} /> : intl.formatMessage(messages.title)}
        </h1>
        {query.keyword && <span>{intl.formatMessage(messages.keyword, { keyword: query.keyword })}</span>}
        {current?.status === 'ready' && (
          <span role="status" css={{ color: theme.colors.muted }}>
            {intl.formatMessage(countMessage, { total })}
          </span>
        )}
      </div>
      {query.keyword && search.merchantKeyword === query.keyword && merchants.data && (
        <MerchantMatches keyword={query.keyword} merchants={merchants.data.list} total={merchants.data.total} />
      )}
      <div css={toolbar}>
        <SortBar order={query} onChange={(order) => update(order)} />
        <PriceRangeFilter
          key={`${query.minPrice}-${query.maxPrice}`}
          applied={{ minPrice: query.minPrice, maxPrice: query.maxPrice }}
          onApply={(range) => update(range)}
        />
      </div>
      {current?.status === 'failed' && current.error ? (
        <ErrorNotice failure={current.error} onRetry={() => dispatch(searchRequested(listQuery))} />
      ) : !current || current.status !== 'ready' || !current.data ? (
        <LoadingBlock minHeight={320} />
      ) : current.data.list.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyHint)} />
      ) : (
        <>
          <ProductGrid products={current.data.list} label={intl.formatMessage(messages.results)} firstRowInView />
          <Pager
            total={total}
            pageSize={SEARCH_PAGE_SIZE}
            page={query.page}
            reachablePages={reachablePages}
            onChange={(page) => {
              setParams(searchQueryString({ ...query, page }));
              window.scrollTo?.({ top: 0 });
            }}
          />
          {reachable < total && query.page >= (reachablePages ?? 0) && (
            <p role="note" css={{ textAlign: 'center', color: theme.colors.muted }}>
              {intl.formatMessage(messages.window, { count: reachable })}
            </p>
          )}
        </>
      )}
    </PageColumn>
  );
}
