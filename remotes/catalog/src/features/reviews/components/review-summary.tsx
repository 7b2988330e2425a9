import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { ProductReplyConfig } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';

const messages = defineMessages({
  average: { id: 'catalog.ReviewSummary.average', defaultMessage: 'Average rating', description: 'Label of the average star rating' },
  outOfFive: {
    id: 'catalog.ReviewSummary.outOfFive',
    defaultMessage: 'out of 5',
    description: 'After the average rating ("4.3 out of 5")',
  },
  count: defineMessage<{ count: number }>({
    id: 'catalog.ReviewSummary.count',
    defaultMessage: '{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}',
    description: 'Number of reviews',
  }),
  distribution: {
    id: 'catalog.ReviewSummary.distribution',
    defaultMessage: 'Reviews by rating',
    description: 'Accessible name of the list of reviews per rating class',
  },
  good: { id: 'catalog.ReviewSummary.good', defaultMessage: '5 stars', description: 'Rating class of the good reviews (5 stars)' },
  medium: {
    id: 'catalog.ReviewSummary.medium',
    defaultMessage: '2–4 stars',
    description: 'Rating class of the medium reviews (2 to 4 stars)',
  },
  poor: { id: 'catalog.ReviewSummary.poor', defaultMessage: '1 star', description: 'Rating class of the poor reviews (1 star)' },
});

const box = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xl,
  padding: theme.space.md,
  background: theme.colors.background,
  borderRadius: theme.radius.sm,
});
const average = css({ fontSize: 32, fontWeight: 700, color: theme.colors.brandStrong, lineHeight: 1 });
const rows = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4, minWidth: 220 });
const row = css({ display: 'grid', gridTemplateColumns: '5.5em 1fr 3.5em', alignItems: 'center', gap: theme.space.sm });
const track = css({ height: 8, borderRadius: 4, background: theme.colors.border, overflow: 'hidden' });

/** The contract's three rating classes (review tabs 1–3), in the order a shopper reads them. */
const CLASSES: ReadonlyArray<{ label: MessageDescriptor; count: (s: ProductReplyConfig) => number }> = [
  { label: messages.good, count: (s) => Number(s.goodCount) || 0 },
  { label: messages.medium, count: (s) => Number(s.inCount) || 0 },
  { label: messages.poor, count: (s) => Number(s.poorCount) || 0 },
];

/**
 * The average star (one decimal: ours; the rounded `replyStar` on a backend of the contract's family), the number of
 * reviews and how they spread over the contract's rating classes. Not the contract's "good rate" alone: it counts
 * only 5-star reviews, so a product rated 4, 4, 3 and 2 read "0 % positive" (issue 32, defect 9).
 */
export function ReviewSummary({ summary }: { summary: ProductReplyConfig }) {
  const intl = useIntl();
  const total = Number(summary.sumCount) || 0;
  const precise = Number(summary.replyStarAverage);
  const stars = Number.isFinite(precise) ? precise : Number(summary.replyStar) || 0;
  const share = (n: number) => (total > 0 ? n / total : 0);
  return (
    <div css={box}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.average)}</span>
        <span>
          <span css={average} data-average-rating="">
            {intl.formatNumber(stars, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>{' '}
          <span css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.outOfFive)}</span>
        </span>
      </div>
      <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <StarRating value={Math.round(stars)} size={20} />
        <span>{intl.formatMessage(messages.count, { count: total })}</span>
      </div>
      {total > 0 && (
        <ul css={rows} aria-label={intl.formatMessage(messages.distribution)}>
          {CLASSES.map(({ label, count }) => {
            const n = count(summary);
            return (
              <li key={label.id} css={row}>
                <span>{intl.formatMessage(label)}</span>
                <span css={track} aria-hidden="true">
                  <span css={{ display: 'block', height: '100%', width: `${share(n) * 100}%`, background: theme.colors.brand }} />
                </span>
                <span css={{ textAlign: 'right' }}>{intl.formatNumber(share(n), { style: 'percent', maximumFractionDigits: 0 })}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
