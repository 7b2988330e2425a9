import { useDeferredValue, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock, PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { StreetBanner } from '../../features/street/components/street-banner';
import { StreetCardList } from '../../features/street/components/street-card';
import { selectStreet } from '../../features/street/store/selectors';
import { STREET_PAGE_SIZE, streetHeaderRequested, streetPageRequested, streetReducer } from '../../features/street/store/slice';
import { pageParam, withParams } from '../../lib/query-params';
import { MERCHANT_MORE_PATH } from '@mall/routes';
import { useLocalized } from '../../lib/use-localized';
import { streetSaga } from '../../features/street/store/saga';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ street: { reducer: streetReducer, saga: streetSaga } });

/** /merchant/merchant_street?page=: every open store, recommended first, ten to a page. */
export function MerchantStreetPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({
    id: 'merchantStreet.MerchantStreetPage.title',
    defaultMessage: 'Shop street',
    description: 'Heading of the shop street page',
  });
  usePageTitle(heading);
  const dispatch = useDispatch();
  const { to } = useLocalized();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const street = useSelector(selectStreet);
  // The page's stores are drawn from a deferred copy of the store's state. A redux update reaches React through
  // useSyncExternalStore, which React renders in one piece: ten cards of five pictures each (their srcsets, styles,
  // prices and stars) were one task of 140–550 ms at load average 3–7. The deferred copy changes in a render of its
  // own, at a transition's priority, which React renders in slices of a few milliseconds with the browser's turn
  // between them; only its commit is one piece. Until that render commits, the page keeps what it showed (its
  // skeleton), so nothing is drawn in between. docs/serving.md, "The street's cards in slices".
  const shown = useDeferredValue(street);

  useEffect(() => {
    dispatch(streetHeaderRequested());
  }, [dispatch]);
  useEffect(() => {
    dispatch(streetPageRequested({ page }));
  }, [dispatch, page]);

  const goTo = (next: number) => {
    setParams(withParams(params, { page: next === 1 ? null : next }));
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  return (
    <PageColumn>
      <StreetBanner image={street.headerImage} />
      <div
        css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', margin: `${theme.space.lg} 0 ${theme.space.md}` }}
      >
        <h1 css={{ margin: 0, fontSize: theme.font.size.xxl }}>{heading}</h1>
        <Link to={to(MERCHANT_MORE_PATH)} css={{ color: theme.colors.brandStrong }}>
          <FormattedMessage
            id="merchantStreet.MerchantStreetPage.search"
            defaultMessage="Find a store"
            description="Link from the street to the merchant search"
          />
        </Link>
      </div>
      {shown.status === 'failed' && shown.failure ? (
        <ErrorNotice failure={shown.failure} onRetry={() => dispatch(streetPageRequested({ page }))} />
      ) : shown.status !== 'ready' ? (
        <LoadingBlock />
      ) : shown.list.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({
            id: 'merchantStreet.MerchantStreetPage.empty',
            defaultMessage: 'No stores on this page',
            description: 'Empty shop street page',
          })}
        />
      ) : (
        <StreetCardList merchants={shown.list} />
      )}
      {/* The original street never set `total`, so its pager never showed; our API sends the real count. */}
      <Pager total={shown.total} pageSize={STREET_PAGE_SIZE} page={page} onChange={goTo} />
    </PageColumn>
  );
}
