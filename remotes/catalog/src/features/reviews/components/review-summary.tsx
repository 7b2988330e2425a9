import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ProductReplyConfig } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';

const messages = defineMessages({
  goodRate: { id: 'catalog.ReviewSummary.goodRate', defaultMessage: 'Positive rating', description: 'Label of the share of good reviews' },
  count: defineMessage<{ count: number }>({
    id: 'catalog.ReviewSummary.count',
    defaultMessage: '{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}',
    description: 'Number of reviews',
  }),
});

const box = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xl,
  padding: theme.space.md,
  background: theme.colors.background,
  borderRadius: theme.radius.sm,
});
const rate = css({ fontSize: 32, fontWeight: 700, color: theme.colors.brandStrong, lineHeight: 1 });

/** Good rate (replyChance × 100 %), average stars and the number of reviews. */
export function ReviewSummary({ summary }: { summary: ProductReplyConfig }) {
  const intl = useIntl();
  const chance = Number(summary.replyChance);
  const share = Number.isFinite(chance) ? Math.min(Math.max(chance, 0), 1) : 0;
  return (
    <div css={box}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.goodRate)}</span>
        <span css={rate} data-good-rate="">
          {intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })}
        </span>
      </div>
      <StarRating value={Number(summary.replyStar) || 0} size={20} />
      <span>{intl.formatMessage(messages.count, { count: Number(summary.sumCount) || 0 })}</span>
    </div>
  );
}
