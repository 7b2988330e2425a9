import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MerchantStreetItem } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';
import { SelfRunTag } from '../../../components/self-run-tag';
import { productPath } from '@mall/routes';
import { storePath } from '../../../lib/store-paths';
import { useLocalized } from '../../../lib/use-localized';
import { Picture } from '@mall/ui-theme/picture';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  // A card away from the window is not laid out nor painted until it nears it: most of the street's ten cards are
  // below the fold, and the first layout of ten cards took 7–10 ms in Chromium at load ~8, 0.7 ms with them skipped.
  // Its place is held at about a card's height (396 px on a desktop, 290–344 at a phone's 412 px), and the browser
  // remembers the real one once drawn ("auto"). Its content stays in the document: found by the page's search and by
  // assistive technology.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 396px',
  [theme.layout.narrow]: { containIntrinsicSize: 'auto 316px' },
});
const strip = css({ display: 'block', width: '100%', height: 88, objectFit: 'cover', backgroundColor: theme.colors.brandSoft });
const head = css({ display: 'flex', alignItems: 'flex-end', gap: theme.space.md, padding: `0 ${theme.space.md}`, marginTop: -32 });
const avatar = css({
  flex: '0 0 auto',
  width: 72,
  height: 72,
  borderRadius: '50%',
  border: `3px solid ${theme.colors.surface}`,
  background: theme.colors.surface,
  boxShadow: theme.shadow.card,
});
const title = css({
  margin: 0,
  fontSize: theme.font.size.lg,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  flexWrap: 'wrap',
});
const products = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: theme.space.md,
  listStyle: 'none',
});
const product = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  minWidth: 0,
  color: theme.colors.text,
  textDecoration: 'none',
  fontSize: theme.font.size.sm,
});
const enter = css({
  flex: '0 0 auto',
  marginLeft: 'auto',
  padding: `4px ${theme.space.md}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  textDecoration: 'none',
  fontSize: theme.font.size.sm,
});

/** A store on the street or in the search: logo, name, rating, badge, three products and the way in. */
export function StreetCard({ merchant }: { merchant: MerchantStreetItem }) {
  const intl = useIntl();
  const money = useMoney();
  const { to } = useLocalized();
  return (
    <article aria-labelledby={`street-card-${merchant.id}`} css={card}>
      {/* A picture, not a CSS background: the browser picks the strip's size from the srcset. */}
      {merchant.streetBackImage ? (
        <Picture src={merchant.streetBackImage} width={1200} height={300} sizes="(max-width: 640px) 100vw, 400px" css={strip} />
      ) : (
        <div css={strip} />
      )}
      <div css={head}>
        <Picture src={merchant.avatar} width={72} height={72} sizes="72px" css={avatar} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs, minWidth: 0, paddingTop: 36 }}>
          <h2 id={`street-card-${merchant.id}`} css={title}>
            <span>{merchant.name}</span>
            {merchant.isSelf && <SelfRunTag />}
          </h2>
          <StarRating value={merchant.starLevel} />
        </div>
        <Link
          to={to(storePath(merchant.id, 'home'))}
          css={enter}
          aria-label={intl.formatMessage(
            {
              id: 'merchantStreet.StreetCard.enterNamed',
              defaultMessage: 'Enter shop: {name}',
              description: 'Accessible name of a store card’s enter link',
            },
            { name: merchant.name },
          )}
        >
          <FormattedMessage
            id="merchantStreet.StreetCard.enter"
            defaultMessage="Enter shop"
            description="Link from a store card to the store"
          />
        </Link>
      </div>
      {merchant.proList.length > 0 && (
        <ul
          css={products}
          aria-label={intl.formatMessage(
            {
              id: 'merchantStreet.StreetCard.products',
              defaultMessage: 'Products of {name}',
              description: 'List of a store card’s products',
            },
            { name: merchant.name },
          )}
        >
          {merchant.proList.map((p) => (
            <li key={p.id}>
              <Link to={to(productPath(p.id))} css={product}>
                <Picture
                  src={p.image}
                  width={110}
                  height={110}
                  sizes="110px"
                  css={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: theme.radius.sm }}
                />
                <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{p.storeName}</span>
                <span css={{ color: theme.colors.brandStrong, fontWeight: 600 }}>{money(p.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

const cardList = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Store cards two to a row (the street and the merchant search). */
export function StreetCardList({ merchants }: { merchants: MerchantStreetItem[] }) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({
        id: 'merchantStreet.MerchantStreetPage.list',
        defaultMessage: 'Stores',
        description: 'Accessible name of the list of store cards',
      })}
      css={cardList}
    >
      {merchants.map((merchant) => (
        <li key={merchant.id}>
          <StreetCard merchant={merchant} />
        </li>
      ))}
    </ul>
  );
}
