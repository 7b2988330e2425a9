import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MyReview } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';
import { panel } from '../../../components/panel';
import { useDateTime } from '../../../lib/date';
import { productPath } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  quality: { id: 'orderCenter.MyReviewCard.quality', defaultMessage: 'Product quality', description: 'Label of the product quality stars' },
  service: {
    id: 'orderCenter.MyReviewCard.service',
    defaultMessage: 'Service attitude',
    description: 'Label of the service attitude stars',
  },
  picture: defineMessage<{ index: number }>({
    id: 'orderCenter.MyReviewCard.picture',
    defaultMessage: 'Review picture {index}',
    description: 'Alt text of a picture of a review',
  }),
  reply: defineMessage<{ merchant: string }>({
    id: 'orderCenter.MyReviewCard.reply',
    defaultMessage: 'Reply from {merchant}',
    description: 'Heading of the merchant’s reply to a review',
  }),
  soldBy: defineMessage<{ merchant: string }>({
    id: 'orderCenter.MyReviewCard.soldBy',
    defaultMessage: 'Sold by {merchant}',
    description: 'The shop the reviewed product came from',
  }),
});

const styles = {
  card: css([panel, { display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: theme.space.md }]),
  picture: css({ width: 72, height: 72, objectFit: 'cover', borderRadius: theme.radius.sm, background: theme.colors.background }),
  heading: css({
    margin: 0,
    fontSize: theme.font.size.md,
    a: { color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.brandStrong } },
  }),
  muted: css({ margin: `${theme.space.xs} 0 0`, color: theme.colors.muted, fontSize: theme.font.size.sm }),
  scores: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${theme.space.xs} ${theme.space.lg}`,
    margin: `${theme.space.sm} 0`,
    div: { display: 'flex', alignItems: 'center', gap: theme.space.sm },
    dt: { color: theme.colors.muted },
    dd: { margin: 0 },
  }),
  comment: css({ margin: `${theme.space.sm} 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
  pictures: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space.sm,
    listStyle: 'none',
    margin: `0 0 ${theme.space.sm}`,
    padding: 0,
    img: { width: 80, height: 80, objectFit: 'cover', borderRadius: theme.radius.sm, display: 'block' },
  }),
  reply: css({ marginTop: theme.space.sm, padding: theme.space.sm, background: theme.colors.background, borderRadius: theme.radius.sm }),
  replyHeading: css({ margin: 0, fontSize: theme.font.size.md, fontWeight: 600 }),
};

/** One review of the shopper: the product, both scores, the text, the pictures, the date and the merchant's reply. */
export function MyReviewCard({ review }: { review: MyReview }) {
  const intl = useIntl();
  const locale = useLocale();
  const dateTime = useDateTime();
  const headingId = `my-review-${review.id}`;
  const product = localizePath(productPath(review.productId), locale);
  return (
    <article css={styles.card} aria-labelledby={headingId}>
      <Picture css={styles.picture} src={review.image} width={72} height={72} sizes="72px" />
      <div css={{ minWidth: 0 }}>
        <h3 id={headingId} css={styles.heading}>
          <Link to={product}>{review.productName}</Link>
        </h3>
        <p css={styles.muted}>
          {[review.sku, intl.formatMessage(messages.soldBy, { merchant: review.merName })].filter(Boolean).join(' · ')}
        </p>
        <dl css={styles.scores}>
          <div>
            <dt>{intl.formatMessage(messages.quality)}</dt>
            <dd>
              <StarRating value={review.star} />
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.service)}</dt>
            <dd>
              <StarRating value={review.serviceStar} />
            </dd>
          </div>
        </dl>
        <p css={styles.comment}>{review.comment}</p>
        {review.pics.length > 0 && (
          <ul css={styles.pictures}>
            {review.pics.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <Picture src={url} alt={intl.formatMessage(messages.picture, { index: index + 1 })} width={80} height={80} sizes="80px" />
                </a>
              </li>
            ))}
          </ul>
        )}
        <time css={styles.muted} dateTime={review.createTime}>
          {dateTime(review.createTime)}
        </time>
        {review.merchantReplyContent && (
          <section css={styles.reply} aria-label={intl.formatMessage(messages.reply, { merchant: review.merName })}>
            <h4 css={styles.replyHeading}>{intl.formatMessage(messages.reply, { merchant: review.merName })}</h4>
            <p css={[styles.comment, { margin: `${theme.space.xs} 0` }]}>{review.merchantReplyContent}</p>
            {review.merchantReplyTime && <time css={styles.muted}>{dateTime(review.merchantReplyTime)}</time>}
          </section>
        )}
      </div>
    </article>
  );
}
