import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProductMerchantInfo } from '@mall/contract';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';
import { productPath, shopPath } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  self: { id: 'catalog.MerchantCard.self', defaultMessage: 'Self-run', description: 'Tag of a shop run by the mall itself' },
  enter: { id: 'catalog.MerchantCard.enter', defaultMessage: 'Enter shop', description: 'Link to the merchant home page' },
  follow: { id: 'catalog.MerchantCard.follow', defaultMessage: 'Follow shop', description: 'Follow toggle (not following)' },
  following: { id: 'catalog.MerchantCard.following', defaultMessage: 'Following', description: 'Follow toggle (following)' },
  recommended: {
    id: 'catalog.MerchantCard.recommended',
    defaultMessage: 'From this shop',
    description: 'Heading of the shop recommended products',
  },
});

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});
const head = css({ display: 'flex', gap: theme.space.sm, alignItems: 'center' });
const tag = css({
  padding: '0 6px',
  borderRadius: theme.radius.sm,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.sm,
});
const products = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const productLink = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  color: theme.colors.text,
  textDecoration: 'none',
  fontSize: theme.font.size.sm,
});
// The two actions share a row while both labels fit on one line each; a longer pair ("Visiter la boutique", "Suivre
// la boutique" in the 280 px column) stacks, each button the card's width, instead of breaking a label in two. Sharing,
// they grow from nothing (flex-basis 0), so the two are equally wide, never narrower than their label.
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });
const action = css({ flex: '1 1 0', minWidth: 'max-content', whiteSpace: 'nowrap' });
const enter = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  textDecoration: 'none',
  fontWeight: 600,
});

interface MerchantCardProps {
  merchant: ProductMerchantInfo;
  /** productInfo.merId: the merchant info itself carries no id. */
  merId: number;
  typeName: string | null;
  followBusy: boolean;
  onToggleFollow: () => void;
}

/** The seller: avatar, name, self-run tag, type, stars, four of its products, enter shop and follow. */
export function MerchantCard({ merchant, merId, typeName, followBusy, onToggleFollow }: MerchantCardProps) {
  const intl = useIntl();
  const money = useMoney();
  const locale = useLocale();
  return (
    <section css={card} aria-labelledby="merchant-card-name">
      <div css={head}>
        <Picture src={merchant.avatar} width={56} height={56} sizes="56px" eager css={{ borderRadius: '50%', objectFit: 'cover' }} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <h2 id="merchant-card-name" css={{ margin: 0, fontSize: theme.font.size.lg }}>
            {merchant.name}
          </h2>
          <span css={{ display: 'flex', gap: theme.space.xs, alignItems: 'center', flexWrap: 'wrap' }}>
            {merchant.isSelf && <span css={tag}>{intl.formatMessage(messages.self)}</span>}
            {typeName && <span css={{ color: theme.colors.muted, fontSize: theme.font.size.sm }}>{typeName}</span>}
          </span>
          <StarRating value={merchant.starLevel} size={14} />
        </div>
      </div>
      <div css={actions}>
        <Link to={localizePath(shopPath(merId), locale)} css={[action, enter]}>
          {intl.formatMessage(messages.enter)}
        </Link>
        <Button variant="secondary" aria-pressed={merchant.isCollect} loading={followBusy} onClick={onToggleFollow} css={action}>
          {intl.formatMessage(merchant.isCollect ? messages.following : messages.follow)}
        </Button>
      </div>
      {merchant.proList?.length > 0 && (
        <>
          <h3 css={{ margin: 0, fontSize: theme.font.size.md }}>{intl.formatMessage(messages.recommended)}</h3>
          <ul css={products}>
            {merchant.proList.slice(0, 4).map((product) => (
              <li key={product.id}>
                <Link to={localizePath(productPath(product.id), locale)} css={productLink}>
                  <Picture
                    src={product.image}
                    width={120}
                    height={120}
                    sizes="120px"
                    css={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: theme.radius.sm }}
                  />
                  <span css={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{product.storeName}</span>
                  <span css={{ color: theme.colors.brandStrong, fontWeight: 600 }}>{money(product.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
