import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { MerchantSearchQuery } from '@mall/contract';
import { Button, theme } from '@mall/ui-theme';
import { Checkbox } from '@mall/ui-theme/checkbox';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock, PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { selectDirectory } from '../../features/directory/store/selectors';
import { directoryRequested } from '../../features/directory/store/slice';
import { FilterRow } from '../../features/merchant-search/components/filter-row';
import { KeywordForm } from '../../features/merchant-search/components/keyword-form';
import { selectMerchantSearch } from '../../features/merchant-search/store/selectors';
import { SEARCH_PAGE_SIZE, merchantSearchRequested, merchantSearchReducer } from '../../features/merchant-search/store/slice';
import { StreetCardList } from '../../features/street/components/street-card';
import { pageParam, positiveInt, withParams } from '../../lib/query-params';
import { merchantSearchSaga } from '../../features/merchant-search/store/saga';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ merchantSearch: { reducer: merchantSearchReducer, saga: merchantSearchSaga } });

/** /merchant/merchant_more?title=&typeId=&categoryId=&isSelf=&page=: the merchant search with its filters. */
export function MerchantMorePage() {
  const intl = useIntl();
  const heading = intl.formatMessage({
    id: 'merchantStreet.MerchantMorePage.title',
    defaultMessage: 'Find a store',
    description: 'Heading of the merchant search page',
  });
  usePageTitle(heading);
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const directory = useSelector(selectDirectory);
  const result = useSelector(selectMerchantSearch);

  const title = params.get('title') ?? '';
  const typeId = positiveInt(params.get('typeId'));
  const categoryId = positiveInt(params.get('categoryId'));
  const selfOnly = params.get('isSelf') === 'true';
  const page = pageParam(params.get('page'));
  const query = useMemo<MerchantSearchQuery>(
    () => ({
      keywords: title,
      typeId: typeId ?? '',
      categoryId: categoryId ?? '',
      isSelf: selfOnly ? true : '',
      page,
      limit: SEARCH_PAGE_SIZE,
    }),
    [title, typeId, categoryId, selfOnly, page],
  );

  useEffect(() => {
    dispatch(directoryRequested());
  }, [dispatch]);
  useEffect(() => {
    dispatch(merchantSearchRequested(query));
  }, [dispatch, query]);

  /** A new filter starts again from page 1. */
  const refine = (changes: Record<string, string | number | null>) => setParams(withParams(params, { ...changes, page: null }));

  return (
    <PageColumn>
      <h1 css={{ margin: `0 0 ${theme.space.md}`, fontSize: theme.font.size.xxl }}>{heading}</h1>
      <KeywordForm initial={title} onSearch={(keywords) => refine({ title: keywords || null })} />
      <section
        aria-label={intl.formatMessage({
          id: 'merchantStreet.MerchantMorePage.filters',
          defaultMessage: 'Filters',
          description: 'Name of the filter area',
        })}
        css={{ marginBottom: theme.space.lg }}
      >
        {directory.status === 'failed' ? (
          <p css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
            <FormattedMessage
              id="merchantStreet.MerchantMorePage.filtersFailed"
              defaultMessage="The filters could not be loaded."
              description="The merchant types and categories could not be loaded"
            />
            <Button variant="link" onClick={() => dispatch(directoryRequested())}>
              <FormattedMessage {...commonMessages.retry} />
            </Button>
          </p>
        ) : (
          <>
            <FilterRow
              title={intl.formatMessage({
                id: 'merchantStreet.MerchantMorePage.type',
                defaultMessage: 'Merchant type',
                description: 'Filter row of merchant types',
              })}
              options={directory.types}
              value={typeId}
              onChange={(id) => refine({ typeId: id })}
            />
            <FilterRow
              title={intl.formatMessage({
                id: 'merchantStreet.MerchantMorePage.category',
                defaultMessage: 'Merchant category',
                description: 'Filter row of merchant categories',
              })}
              options={directory.categories}
              value={categoryId}
              onChange={(id) => refine({ categoryId: id })}
            />
          </>
        )}
        <div css={{ paddingTop: theme.space.sm }}>
          <Checkbox
            checked={selfOnly}
            onChange={(event) => refine({ isSelf: event.target.checked ? 'true' : null })}
            label={intl.formatMessage({
              id: 'merchantStreet.MerchantMorePage.selfOnly',
              defaultMessage: 'Self-operated stores only',
              description: 'Filter: only the mall’s own stores',
            })}
          />
        </div>
      </section>
      {result.status === 'failed' && result.failure ? (
        <ErrorNotice failure={result.failure} onRetry={() => dispatch(merchantSearchRequested(query))} />
      ) : result.status !== 'ready' ? (
        <LoadingBlock />
      ) : result.list.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({
            id: 'merchantStreet.MerchantMorePage.empty',
            defaultMessage: 'No store matches',
            description: 'Merchant search without results',
          })}
          description={intl.formatMessage({
            id: 'merchantStreet.MerchantMorePage.emptyHint',
            defaultMessage: 'Try another name, or fewer filters.',
            description: 'Hint under an empty merchant search',
          })}
        />
      ) : (
        <>
          <p role="status" css={{ color: theme.colors.muted }}>
            <FormattedMessage
              id="merchantStreet.MerchantMorePage.count"
              defaultMessage="{count, plural, one {# store} other {# stores}}"
              description="How many stores match the search"
              values={{ count: result.total }}
            />
          </p>
          <StreetCardList merchants={result.list} />
        </>
      )}
      <Pager
        total={result.total}
        pageSize={SEARCH_PAGE_SIZE}
        page={page}
        onChange={(next) => setParams(withParams(params, { page: next === 1 ? null : next }))}
      />
    </PageColumn>
  );
}
