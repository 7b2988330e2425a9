import { css } from '@emotion/react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { ErrorNotice, type Loadable, LoadingBlock, PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { ActivityBlock } from '../../features/home/components/activity-block';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { MerchantLogos } from '../../features/home/components/merchant-logos';
import { RankingPreview } from '../../features/home/components/ranking-preview';
import { RecommendSection } from '../../features/home/components/recommend-section';
import { selectHome } from '../../features/home/store/selectors';
import { homeRequested, moreRequested, sectionRequested, type HomeSection, homeReducer } from '../../features/home/store/slice';
import { homeSaga } from '../../features/home/store/saga';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ home: { reducer: homeReducer, saga: homeSaga } });

/** Width of the host's category panel, which stays open over the left of the home page. */
const CATEGORY_PANEL_WIDTH = 230;

/**
 * The banner sits right of the panel, as tall as it (the banners are drawn with their text on the left). In a phone's
 * narrow window the host folds the panel behind its button, and the banner spans the page at its own shape (954 × 480).
 */
const hero = css({
  height: theme.layout.categoryPanelHeight,
  marginLeft: CATEGORY_PANEL_WIDTH + 16,
  // (overflow hidden: the loading block's 480 px minimum must not stretch the box past that shape.)
  [theme.layout.narrow]: { height: 'auto', marginLeft: 0, aspectRatio: '954 / 480', overflow: 'hidden' },
});
const middleRow = css({ display: 'grid', gridTemplateColumns: '1fr', gap: theme.space.lg, margin: `${theme.space.lg} 0` });

/** A block's loading and failure states around its content. */
function Block<T>({
  state,
  onRetry,
  minHeight,
  children,
}: {
  state: Loadable<T>;
  onRetry: () => void;
  minHeight?: number;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'failed' && state.error) return <ErrorNotice failure={state.error} onRetry={onRetry} />;
  if (state.data === null) return state.status === 'idle' ? null : <LoadingBlock minHeight={minHeight} />;
  return <>{children(state.data)}</>;
}

/** / — banner, activities (the first above the fold), best sellers, shop logos and "you may also like". */
export function HomePage() {
  const dispatch = useDispatch();
  const home = useSelector(selectHome);
  const retry = (section: HomeSection) => () => dispatch(sectionRequested(section));
  const onMore = useCallback(() => dispatch(moreRequested()), [dispatch]);

  // The home page's tab is the mall's name alone.
  usePageTitle();
  useEffect(() => {
    dispatch(homeRequested());
  }, [dispatch]);

  const activities = home.activities.data ?? [];
  return (
    <PageColumn flush>
      <h1 css={visuallyHidden}>
        <FormattedMessage id="catalog.HomePage.title" defaultMessage="Home" description="Heading of the home page" />
      </h1>
      <div css={hero}>
        <Block state={home.home} onRetry={retry('home')} minHeight={theme.layout.categoryPanelHeight}>
          {(data) => <BannerCarousel banners={data.banner ?? []} />}
        </Block>
      </div>
      <Block state={home.activities} onRetry={retry('activities')}>
        {() => activities[0] && <ActivityBlock activity={activities[0]} />}
      </Block>
      <div css={middleRow}>
        <Block state={home.ranking} onRetry={retry('ranking')}>
          {(ranking) => <RankingPreview products={ranking} />}
        </Block>
        <Block state={home.merchants} onRetry={retry('merchants')}>
          {(merchants) => <MerchantLogos merchants={merchants} />}
        </Block>
      </div>
      {/* Below the first screen: each block's products render as it nears the window (its pictures load then). */}
      {activities.slice(1).map((activity) => (
        <ActivityBlock key={activity.id} activity={activity} deferred />
      ))}
      <Block state={home.recommend} onRetry={retry('recommend')} minHeight={320}>
        {(recommend) => (
          <RecommendSection recommend={recommend} recommendImage={home.home.data?.recommendImage} more={home.more} onMore={onMore} />
        )}
      </Block>
    </PageColumn>
  );
}
