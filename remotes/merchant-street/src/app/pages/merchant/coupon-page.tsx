import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { CouponCard } from '../../../features/store-coupons/components/coupon-card';
import { selectStoreCoupons } from '../../../features/store-coupons/store/selectors';
import {
  COUPON_PAGE_SIZE,
  couponReceiveRequested,
  storeCouponsRequested,
  type CouponQuery,
} from '../../../features/store-coupons/store/slice';
import { pageParam, withParams } from '../../../lib/query-params';

const KINDS_ID = 'coupon-kinds';

/** /merchant/merchant/coupon?id=&type=1|2&page=: the store's coupons (1) and its product coupons (2). */
export function MerchantCouponPage({ merId, signedIn }: { merId: number; signedIn: boolean }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const coupons = useSelector(selectStoreCoupons);
  const useType: CouponQuery['useType'] = params.get('type') === '2' ? 2 : 1;
  const page = pageParam(params.get('page'));
  const query = useMemo<CouponQuery>(() => ({ merId, useType, page }), [merId, useType, page]);

  useEffect(() => {
    dispatch(storeCouponsRequested(query));
  }, [dispatch, query]);
  // Which coupons the shopper already holds depends on who is signed in.
  const seenSignedIn = useRef(signedIn);
  useEffect(() => {
    if (seenSignedIn.current === signedIn) return;
    seenSignedIn.current = signedIn;
    dispatch(storeCouponsRequested(query));
  }, [dispatch, query, signedIn]);

  const receive = (couponId: number) => {
    if (!signedIn) {
      bus.publish('auth/loginRequested', {});
      return;
    }
    dispatch(couponReceiveRequested({ couponId }));
  };
  const received = coupons.list.find((c) => c.id === coupons.lastReceived);

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space.md }}>
      <h2 css={{ margin: 0, fontSize: theme.font.size.xl }}>
        <FormattedMessage
          id="merchantStreet.MerchantCouponPage.title"
          defaultMessage="Store coupons"
          description="Heading of the store coupons tab"
        />
      </h2>
      <Tabs
        id={KINDS_ID}
        label={intl.formatMessage({
          id: 'merchantStreet.MerchantCouponPage.kinds',
          defaultMessage: 'Coupon kinds',
          description: 'Name of the coupon kind tabs',
        })}
        value={String(useType)}
        onChange={(value) => setParams(withParams(params, { type: value === '2' ? 2 : null, page: null }))}
        items={[
          {
            value: '1',
            label: intl.formatMessage({
              id: 'merchantStreet.MerchantCouponPage.store',
              defaultMessage: 'Store coupons',
              description: 'Coupons for the whole store',
            }),
          },
          {
            value: '2',
            label: intl.formatMessage({
              id: 'merchantStreet.MerchantCouponPage.product',
              defaultMessage: 'Product coupons',
              description: 'Coupons for some products',
            }),
          },
        ]}
      />
      <TabPanel tabsId={KINDS_ID} value={String(useType)}>
        <p role="status" css={visuallyHidden}>
          {received &&
            intl.formatMessage(
              {
                id: 'merchantStreet.MerchantCouponPage.received',
                defaultMessage: 'Coupon “{name}” received',
                description: 'Announced after receiving a coupon',
              },
              { name: received.name },
            )}
        </p>
        {coupons.status === 'failed' && coupons.failure ? (
          <ErrorNotice failure={coupons.failure} onRetry={() => dispatch(storeCouponsRequested(query))} />
        ) : coupons.status !== 'ready' ? (
          <LoadingBlock />
        ) : coupons.list.length === 0 ? (
          <EmptyState
            title={intl.formatMessage({
              id: 'merchantStreet.MerchantCouponPage.empty',
              defaultMessage: 'No coupons to collect right now',
              description: 'Empty coupon tab',
            })}
          />
        ) : (
          <ul
            css={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: theme.space.md,
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {coupons.list.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard
                  coupon={coupon}
                  busy={coupons.receiving !== null}
                  receiving={coupons.receiving === coupon.id}
                  onReceive={() => receive(coupon.id)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager
          total={coupons.total}
          pageSize={COUPON_PAGE_SIZE}
          page={page}
          onChange={(next) => setParams(withParams(params, { page: next === 1 ? null : next }))}
        />
      </TabPanel>
    </section>
  );
}
