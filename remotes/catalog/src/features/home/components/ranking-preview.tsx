import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LeaderboardProduct } from '@mall/contract';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { SectionHeading } from '../../../components/section-heading';
import { productPath, TOP_ONE_PATH } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';
import { linkTile } from '../../../lib/link-tile';

const messages = defineMessages({
  title: { id: 'catalog.RankingPreview.title', defaultMessage: 'Top sellers', description: 'Heading of the home ranking block (TOP ONE)' },
  more: { id: 'catalog.RankingPreview.more', defaultMessage: 'Full ranking', description: 'Link to the ranking list page' },
  rank: defineMessage<{ rank: number }>({
    id: 'catalog.RankingPreview.rank',
    defaultMessage: 'No. {rank, number}',
    description: 'Rank badge of a best seller',
  }),
  sold: defineMessage<{ count: number }>({
    id: 'catalog.RankingPreview.sold',
    defaultMessage: '{count, plural, one {# sold} other {# sold}}',
    description: 'Units sold of a best seller',
  }),
});

/** How many best sellers the home page shows. */
const RANKING_PREVIEW_COUNT = 3;

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const item = css({
  position: 'relative',
  display: 'flex',
  gap: theme.space.sm,
  ...linkTile,
});
const badge = css({
  position: 'absolute',
  top: 0,
  left: 0,
  padding: '2px 8px',
  borderRadius: `${theme.radius.md} 0 ${theme.radius.md} 0`,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.sm,
  fontWeight: 700,
});

/** The first three of the leaderboard ("TOP ONE"), with a link to the full ranking. */
export function RankingPreview({ products }: { products: readonly LeaderboardProduct[] }) {
  const intl = useIntl();
  const money = useMoney();
  const locale = useLocale();
  const shown = products.slice(0, RANKING_PREVIEW_COUNT);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="ranking-preview-title">
      <SectionHeading
        id="ranking-preview-title"
        action={
          <Link to={localizePath(TOP_ONE_PATH, locale)} css={{ color: theme.colors.brandStrong }}>
            {intl.formatMessage(messages.more)}
          </Link>
        }
      >
        {intl.formatMessage(messages.title)}
      </SectionHeading>
      <ol css={list}>
        {shown.map((product, index) => (
          <li key={product.id}>
            <Link to={localizePath(productPath(product.id), locale)} css={item}>
              <span css={badge}>{intl.formatMessage(messages.rank, { rank: index + 1 })}</span>
              <Picture
                src={product.image}
                width={96}
                height={96}
                sizes="96px"
                css={{ width: 96, height: 96, objectFit: 'cover', borderRadius: theme.radius.sm }}
              />
              <span css={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
                <span css={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
                  {product.storeName}
                </span>
                <Price value={money(product.price)} size="sm" />
                {/* The leaderboard's `sales` already includes the virtual sales (the original added an undefined ficti). */}
                <span css={{ color: theme.colors.muted, fontSize: theme.font.size.sm }}>
                  {intl.formatMessage(messages.sold, { count: Math.floor(product.sales) || 0 })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
