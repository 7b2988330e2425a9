import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { theme } from '@mall/ui-theme';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { ErrorNotice, LoadingBlock, PageColumn, selectSignedIn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { selectTypeName } from '../../features/directory/store/selectors';
import { directoryRequested } from '../../features/directory/store/slice';
import { StoreHeader } from '../../features/store-front/components/store-header';
import { StoreUnavailable } from '../../features/store-front/components/store-unavailable';
import { selectStoreFront } from '../../features/store-front/store/selectors';
import { followToggled, storeRequested, storeFrontReducer } from '../../features/store-front/store/slice';
import { positiveInt } from '../../lib/query-params';
import { STORE_TABS, storePath, type StoreTab } from '../../lib/store-paths';
import { useLocalized } from '../../lib/use-localized';
import type { RootState } from '../remote';
import { MerchantCategoryPage } from './merchant/category-page';
import { MerchantCouponPage } from './merchant/coupon-page';
import { MerchantHomePage } from './merchant/home-page';
import { MerchantQualificationPage } from './merchant/qualification-page';
import { qualificationSaga } from '../../features/qualification/store/saga';
import { qualificationReducer } from '../../features/qualification/store/slice';
import { storeCouponsSaga } from '../../features/store-coupons/store/saga';
import { storeCouponsReducer } from '../../features/store-coupons/store/slice';
import { storeFrontSaga } from '../../features/store-front/store/saga';
import { storeProductsSaga } from '../../features/store-products/store/saga';
import { storeProductsReducer } from '../../features/store-products/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({
  qualification: { reducer: qualificationReducer, saga: qualificationSaga },
  storeCoupons: { reducer: storeCouponsReducer, saga: storeCouponsSaga },
  storeFront: { reducer: storeFrontReducer, saga: storeFrontSaga },
  storeProducts: { reducer: storeProductsReducer, saga: storeProductsSaga },
});

const TABS_ID = 'store-tabs';

/** The store's default tab, keeping the query (id) of the link that led here. */
function ToStoreHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'home', search }} replace />;
}

/** Which tab the path names ('qualification' is not a tab). */
function currentTab(pathname: string): StoreTab | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return last in STORE_TABS ? (last as StoreTab) : null;
}

/**
 * /merchant/merchant/*?id=<merId>&menuCur=: a store page. The header (follow, contact, search) sits above the tabs
 * Home, Category and Coupons; the qualification page hangs off the header. A store that is unknown or switched
 * off shows a message with the way home.
 */
export function MerchantPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { to, go } = useLocalized();
  const merId = positiveInt(params.get('id'));
  const store = useSelector(selectStoreFront);
  const signedIn = useSelector(selectSignedIn);
  const typeName = useSelector((state: RootState) => selectTypeName(state, store.info?.typeId));
  const tab = currentTab(pathname);
  const tabLabels: Record<StoreTab, string> = {
    home: intl.formatMessage({
      id: 'merchantStreet.MerchantPage.home',
      defaultMessage: 'Home',
      description: 'Store tab: front page',
    }),
    category: intl.formatMessage({
      id: 'merchantStreet.MerchantPage.category',
      defaultMessage: 'Categories',
      description: 'Store tab: classify',
    }),
    coupon: intl.formatMessage({
      id: 'merchantStreet.MerchantPage.coupon',
      defaultMessage: 'Coupons',
      description: 'Store tab: get coupon',
    }),
  };
  // "Coupons – Sound Shop – Mall"; the store's name alone on its home tab, a generic word until it is known.
  const ready = merId !== null && store.status === 'ready' && store.info?.id === merId ? store.info : null;
  usePageTitle(
    ready && tab && tab !== 'home' ? tabLabels[tab] : null,
    ready
      ? ready.name
      : intl.formatMessage({
          id: 'merchantStreet.MerchantPage.store',
          defaultMessage: 'Store',
          description: "The browser tab's title of a store page while the store loads",
        }),
  );

  useEffect(() => {
    dispatch(directoryRequested());
  }, [dispatch]);
  useEffect(() => {
    if (merId !== null) dispatch(storeRequested({ merId }));
  }, [dispatch, merId]);
  // Signing in or out changes isCollect: read the store again, quietly.
  const seenSignedIn = useRef(signedIn);
  useEffect(() => {
    if (seenSignedIn.current === signedIn) return;
    seenSignedIn.current = signedIn;
    if (merId !== null) dispatch(storeRequested({ merId, refresh: true }));
  }, [dispatch, merId, signedIn]);

  if (merId === null) {
    return (
      <PageColumn>
        <StoreUnavailable reason="unknown" />
      </PageColumn>
    );
  }
  if (store.status === 'failed' && store.failure) {
    // Code 404: no such store; code 500 is this endpoint's business refusal, "The store is not open" (the contract's store info answers so for a closed store).
    const reason = store.failure.code === 404 ? 'unknown' : store.failure.code === 500 ? 'closed' : null;
    return (
      <PageColumn>
        {reason ? (
          <StoreUnavailable reason={reason} />
        ) : (
          <ErrorNotice failure={store.failure} onRetry={() => dispatch(storeRequested({ merId }))} />
        )}
      </PageColumn>
    );
  }
  if (store.status !== 'ready' || !store.info || store.info.id !== merId) {
    return (
      <PageColumn>
        <LoadingBlock />
      </PageColumn>
    );
  }

  const info = store.info;
  const toggleFollow = () => {
    if (!signedIn) {
      bus.publish('auth/loginRequested', {});
      return;
    }
    dispatch(followToggled({ merId, follow: !info.isCollect }));
  };
  const pages = (
    <Routes>
      <Route path="home" element={<MerchantHomePage info={info} />} />
      <Route path="category" element={<MerchantCategoryPage merId={merId} />} />
      <Route path="coupon" element={<MerchantCouponPage merId={merId} signedIn={signedIn} />} />
      <Route path="qualification" element={<MerchantQualificationPage merId={merId} />} />
      <Route path="*" element={<ToStoreHome />} />
    </Routes>
  );

  return (
    <PageColumn>
      <StoreHeader
        info={info}
        typeName={typeName}
        followPending={store.followPending}
        onToggleFollow={toggleFollow}
        qualificationHref={to(storePath(merId, 'qualification'))}
        searchInitial={tab === 'category' ? (params.get('search') ?? '') : ''}
        onSearch={(text) => go(storePath(merId, 'category', text ? { search: text } : {}))}
      />
      <Tabs
        id={TABS_ID}
        label={intl.formatMessage({
          id: 'merchantStreet.MerchantPage.tabs',
          defaultMessage: 'Store sections',
          description: 'Name of the store tabs',
        })}
        value={tab ?? ''}
        onChange={(next) => go(storePath(merId, next as StoreTab))}
        items={[
          {
            value: 'home',
            label: tabLabels.home,
          },
          {
            value: 'category',
            label: tabLabels.category,
          },
          {
            value: 'coupon',
            label: tabLabels.coupon,
          },
        ]}
      />
      <div css={{ paddingTop: theme.space.lg }}>
        {tab ? (
          <TabPanel tabsId={TABS_ID} value={tab}>
            {pages}
          </TabPanel>
        ) : (
          pages
        )}
      </div>
    </PageColumn>
  );
}
