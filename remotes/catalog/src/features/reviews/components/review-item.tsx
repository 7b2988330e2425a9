import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ProductReply } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';
import { useNickname } from '@mall/i18n';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  sku: defineMessage<{ sku: string }>({
    id: 'catalog.ReviewItem.sku',
    defaultMessage: 'Option: {sku}',
    description: 'The SKU the reviewer bought',
  }),
  reply: { id: 'catalog.ReviewItem.reply', defaultMessage: 'Seller reply', description: 'Label of the merchant reply under a review' },
  pictures: defineMessage<{ name: string }>({
    id: 'catalog.ReviewItem.pictures',
    defaultMessage: 'Pictures from {name}',
    description: 'Accessible name of the review pictures',
  }),
  picture: defineMessage<{ index: number }>({
    id: 'catalog.ReviewItem.picture',
    defaultMessage: 'Review picture {index, number}',
    description: 'Alternative text of a review picture',
  }),
});

const item = css({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: theme.space.md,
  padding: `${theme.space.md} 0`,
  borderBottom: `1px solid ${theme.colors.border}`,
});
const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  color: theme.colors.muted,
  fontSize: theme.font.size.sm,
});
const pictures = css({ display: 'flex', gap: theme.space.sm, margin: `${theme.space.sm} 0 0`, padding: 0, listStyle: 'none' });
const reply = css({
  marginTop: theme.space.sm,
  padding: theme.space.sm,
  background: theme.colors.background,
  borderRadius: theme.radius.sm,
});

/** One review: reviewer, stars, date, SKU text, comment, pictures and the merchant's reply. */
export function ReviewItem({ review }: { review: ProductReply }) {
  const intl = useIntl();
  const name = useNickname()(review.nickname);
  const pics = (review.pics ?? []).filter(Boolean);
  return (
    <li css={item}>
      <Picture src={review.avatar} width={48} height={48} sizes="48px" css={{ borderRadius: '50%', objectFit: 'cover' }} />
      <div>
        <div css={meta}>
          <strong css={{ color: theme.colors.text }}>{name}</strong>
          <StarRating value={review.star} size={14} />
          <time>{review.createTime}</time>
          {review.sku && <span>{intl.formatMessage(messages.sku, { sku: review.sku })}</span>}
        </div>
        <p css={{ margin: `${theme.space.sm} 0 0`, whiteSpace: 'pre-line' }}>{review.comment}</p>
        {pics.length > 0 && (
          <ul css={pictures} aria-label={intl.formatMessage(messages.pictures, { name })}>
            {pics.map((pic, index) => (
              <li key={`${pic}-${index}`}>
                <a href={pic} target="_blank" rel="noopener noreferrer">
                  <Picture
                    src={pic}
                    alt={intl.formatMessage(messages.picture, { index: index + 1 })}
                    width={72}
                    height={72}
                    sizes="72px"
                    css={{ width: 72, height: 72, objectFit: 'cover', borderRadius: theme.radius.sm }}
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        {review.merchantReplyContent && (
          <div css={reply}>
            <strong>{intl.formatMessage(messages.reply)}</strong>
            <p css={{ margin: '4px 0 0' }}>{review.merchantReplyContent}</p>
          </div>
        )}
      </div>
    </li>
  );
}
