import { css } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock, PageColumn } from '@mall/remote-kit';
import { PageTitle, usePageTitle } from '@mall/remote-kit/page-title';
import { NotFound } from '../../components/not-found';
import { ProductGrid } from '../../components/product-grid';
import { ActivityBlock } from '../../features/home/components/activity-block';
import { selectActivities } from '../../features/home/store/selectors';
import { sectionRequested, homeReducer } from '../../features/home/store/slice';
import { ACTIVITY_PAGE_SIZE, activitySaga } from '../../features/activity/store/saga';
import { selectActivity } from '../../features/activity/store/selectors';
import { activityProductsRequested, activityRequested, activityReducer } from '../../features/activity/store/slice';
import { parseJsonList } from '../../lib/json-list';
import { homeSaga } from '../../features/home/store/saga';
import { remote } from '../remote';
import { Picture } from '@mall/ui-theme/picture';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ activity: { reducer: activityReducer, saga: activitySaga }, home: { reducer: homeReducer, saga: homeSaga } });

const messages = defineMessages({
  title: { id: 'catalog.ActivityListPage.title', defaultMessage: 'Activities', description: 'Heading of the activities page' },
  noActivities: {
    id: 'catalog.ActivityListPage.noActivities',
    defaultMessage: 'No activities right now',
    description: 'The page of every activity when there is none',
  },
  banners: {
    id: 'catalog.ActivityListPage.banners',
    defaultMessage: 'Activity pictures',
    description: 'Accessible name of the activity banners',
  },
  instruction: {
    id: 'catalog.ActivityListPage.instruction',
    defaultMessage: 'About this activity',
    description: 'Heading of the activity instructions',
  },
  products: {
    id: 'catalog.ActivityListPage.products',
    defaultMessage: 'Products in this activity',
    description: 'Heading of the activity products',
  },
  empty: { id: 'catalog.ActivityListPage.empty', defaultMessage: 'This activity has no products right now', description: 'Empty activity' },
});

const positiveInt = (value: string | null) => (value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null);

const banners = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gap: theme.space.md,
  margin: `${theme.space.md} 0`,
  padding: 0,
  listStyle: 'none',
});
const panel = css({
  padding: theme.space.lg,
  marginBottom: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});

const heading = css({ margin: `0 0 ${theme.space.md}` });

/** /goods/activity_list without an activity: every activity with products, each linking to its own list. */
function AllActivities() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const activities = useSelector(selectActivities);
  const load = () => dispatch(sectionRequested('activities'));
  useEffect(() => {
    dispatch(sectionRequested('activities'));
  }, [dispatch]);
  let content;
  if (activities.status === 'failed' && activities.error) content = <ErrorNotice failure={activities.error} onRetry={load} />;
  else if (activities.data === null) content = <LoadingBlock minHeight={320} />;
  else if (activities.data.length === 0) content = <EmptyState title={intl.formatMessage(messages.noActivities)} />;
  else content = activities.data.map((activity) => <ActivityBlock key={activity.id} activity={activity} />);
  usePageTitle(intl.formatMessage(messages.title));
  return (
    <PageColumn>
      <h1 css={heading}>{intl.formatMessage(messages.title)}</h1>
      {content}
    </PageColumn>
  );
}

/**
 * /goods/activity_list?id=&type=&name= — the activity's banners, instructions and paged products; without an id,
 * every activity.
 */
export function ActivityListPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const page = positiveInt(params.get('page')) ?? 1;
  const activity = useSelector(selectActivity);
  const info = activity.activityId === id ? activity.info : null;
  const pictures = useMemo(() => parseJsonList(info?.data?.banner), [info?.data?.banner]);

  useEffect(() => {
    if (id !== null) dispatch(activityRequested(id));
  }, [dispatch, id]);

  useEffect(() => {
    if (id !== null) dispatch(activityProductsRequested({ id, page }));
  }, [dispatch, id, page]);

  if (id === null) return <AllActivities />;
  if (info?.status === 'failed' && info.error?.code === 404) {
    return (
      <PageColumn>
        <NotFound />
      </PageColumn>
    );
  }

  const name = info?.data?.name || params.get('name') || null;
  const products = activity.products;
  return (
    <PageColumn>
      <PageTitle parts={[name ?? intl.formatMessage(messages.title)]} />
      <h1 css={heading}>{name ?? intl.formatMessage(messages.title)}</h1>
      {info?.status === 'failed' && info.error ? (
        <ErrorNotice failure={info.error} onRetry={() => dispatch(activityRequested(id))} />
      ) : info?.data ? (
        <>
          {pictures.length > 0 && (
            <ul css={banners} aria-label={intl.formatMessage(messages.banners)}>
              {pictures.map((picture, index) => (
                <li key={`${picture}-${index}`}>
                  <Picture
                    src={picture}
                    width={1200}
                    height={400}
                    sizes="(max-width: 1200px) 100vw, 1200px"
                    eager={index === 0}
                    css={{ width: '100%', height: 'auto', borderRadius: theme.radius.md, display: 'block' }}
                  />
                </li>
              ))}
            </ul>
          )}
          {info.data.instruction && (
            <section css={panel} aria-labelledby="activity-instruction">
              <h2 id="activity-instruction" css={{ marginTop: 0, fontSize: theme.font.size.lg }}>
                {intl.formatMessage(messages.instruction)}
              </h2>
              <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{info.data.instruction}</p>
            </section>
          )}
        </>
      ) : (
        <LoadingBlock />
      )}
      <section aria-labelledby="activity-products">
        <h2 id="activity-products" css={{ fontSize: theme.font.size.xl }}>
          {intl.formatMessage(messages.products)}
        </h2>
        {products.status === 'failed' && products.error ? (
          <ErrorNotice failure={products.error} onRetry={() => dispatch(activityProductsRequested({ id, page }))} />
        ) : products.status !== 'ready' || !products.data ? (
          <LoadingBlock minHeight={320} />
        ) : products.data.list.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} />
        ) : (
          <>
            <ProductGrid
              products={products.data.list.map((item) => ({
                id: item.proId,
                image: item.image || item.proImage,
                storeName: item.storeName,
                price: item.price,
                otPrice: item.otPrice,
              }))}
              showOriginal
            />
            <Pager
              total={products.data.total}
              pageSize={ACTIVITY_PAGE_SIZE}
              page={page}
              onChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
                window.scrollTo?.({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </PageColumn>
  );
}
