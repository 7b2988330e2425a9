import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { ErrorNotice, LoadingBlock, PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { selectRankingList } from '../../features/ranking/store/selectors';
import { rankingRequested, rankingReducer } from '../../features/ranking/store/slice';
import { productPath } from '@mall/routes';
import { rankingSaga } from '../../features/ranking/store/saga';
import { remote } from '../remote';
import { Picture } from '@mall/ui-theme/picture';
import { linkTile } from '../../lib/link-tile';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ ranking: { reducer: rankingReducer, saga: rankingSaga } });

const messages = defineMessages({
  intro: {
    id: 'catalog.TopOnePage.intro',
    defaultMessage: 'The best-selling products of the mall right now.',
    description: 'Text under the ranking heading',
  },
  rank: defineMessage<{ rank: number }>({
    id: 'catalog.TopOnePage.rank',
    defaultMessage: 'No. {rank, number}',
    description: 'Rank of a product in the list',
  }),
  sold: defineMessage<{ count: number }>({
    id: 'catalog.TopOnePage.sold',
    defaultMessage: '{count, plural, one {# sold} other {# sold}}',
    description: 'Units sold of a ranked product',
  }),
  empty: { id: 'catalog.TopOnePage.empty', defaultMessage: 'Nothing has been sold yet', description: 'Empty ranking' },
});

const list = css({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: theme.space.sm });
const row = css({
  display: 'grid',
  gridTemplateColumns: '72px 96px 1fr auto',
  alignItems: 'center',
  gap: theme.space.md,
  ...linkTile,
  padding: theme.space.md,
});
const rank = css({
  fontSize: theme.font.size.xl,
  fontWeight: 700,
  color: theme.colors.muted,
  textAlign: 'center',
  '&[data-top="true"]': { color: theme.colors.brandStrong },
});

/** /goods/top_one — the leaderboard (at most 20, by sales) with rank numbers. */
export function TopOnePage() {
  const intl = useIntl();
  const heading = intl.formatMessage({
    id: 'catalog.TopOnePage.title',
    defaultMessage: 'Ranking list',
    description: 'Heading of the ranking list page',
  });
  usePageTitle(heading);
  const dispatch = useDispatch();
  const money = useMoney();
  const locale = useLocale();
  const ranking = useSelector(selectRankingList);

  useEffect(() => {
    dispatch(rankingRequested());
  }, [dispatch]);

  return (
    <PageColumn>
      <h1 css={{ margin: 0 }}>{heading}</h1>
      <p css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.intro)}</p>
      {ranking.status === 'failed' && ranking.error ? (
        <ErrorNotice failure={ranking.error} onRetry={() => dispatch(rankingRequested())} />
      ) : ranking.status !== 'ready' || !ranking.data ? (
        <LoadingBlock minHeight={320} />
      ) : ranking.data.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)} />
      ) : (
        <ol css={list}>
          {ranking.data.map((product, index) => (
            <li key={product.id}>
              <Link to={localizePath(productPath(product.id), locale)} css={row}>
                <span css={rank} data-top={index < 3}>
                  {intl.formatMessage(messages.rank, { rank: index + 1 })}
                </span>
                <Picture
                  src={product.image}
                  width={96}
                  height={96}
                  sizes="96px"
                  css={{ width: 96, height: 96, objectFit: 'cover', borderRadius: theme.radius.sm }}
                />
                <span css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                  <span>{product.storeName}</span>
                  {/* `sales` already includes the virtual sales here (the original added an undefined ficti). */}
                  <span css={{ color: theme.colors.muted, fontSize: theme.font.size.sm }}>
                    {intl.formatMessage(messages.sold, { count: Math.floor(product.sales) || 0 })}
                  </span>
                </span>
                <Price
                  value={money(product.price)}
                  original={product.otPrice && Number(product.otPrice) > Number(product.price) ? money(product.otPrice) : undefined}
                />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </PageColumn>
  );
}
