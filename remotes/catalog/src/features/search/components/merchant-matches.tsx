import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MerchantStreetItem } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';
import { merchantSearchPath, shopPath } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  title: {
    id: 'catalog.MerchantMatches.title',
    defaultMessage: 'Shops',
    description: 'Heading of the matching merchants on the search page',
  },
  more: defineMessage<{ total: number }>({
    id: 'catalog.MerchantMatches.more',
    defaultMessage: 'More merchants ({total, number})',
    description: 'Link to the merchant search with the number of matching merchants',
  }),
  enter: { id: 'catalog.MerchantMatches.enter', defaultMessage: 'Enter shop', description: 'Link to a merchant home page' },
  enterLabel: defineMessage<{ name: string }>({
    id: 'catalog.MerchantMatches.enterLabel',
    defaultMessage: 'Enter the shop {name}',
    description: 'Accessible name of the link to a merchant home page',
  }),
  self: { id: 'catalog.MerchantMatches.self', defaultMessage: 'Self-run', description: 'Tag of a shop run by the mall itself' },
});

const section = css({
  marginBottom: theme.space.lg,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});
const head = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: theme.space.sm });
const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const card = css({ display: 'flex', alignItems: 'center', gap: theme.space.md });
const avatar = css({ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover', border: `1px solid ${theme.colors.border}` });
const tag = css({
  marginLeft: theme.space.xs,
  padding: '0 6px',
  borderRadius: theme.radius.sm,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.sm,
});
const link = css({ color: theme.colors.brandStrong });

/** Up to two merchants matching the search text, and a link to all of them (counted from `total`). */
export function MerchantMatches({ keyword, merchants, total }: { keyword: string; merchants: MerchantStreetItem[]; total: number }) {
  const intl = useIntl();
  const locale = useLocale();
  if (merchants.length === 0) return null;
  return (
    <section aria-labelledby="merchant-matches-title" css={section}>
      <div css={head}>
        <h2 id="merchant-matches-title" css={{ margin: 0, fontSize: theme.font.size.lg }}>
          {intl.formatMessage(messages.title)}
        </h2>
        <Link to={localizePath(merchantSearchPath(keyword), locale)} css={link}>
          {intl.formatMessage(messages.more, { total })}
        </Link>
      </div>
      <ul css={list}>
        {merchants.map((merchant) => (
          <li key={merchant.id} css={card}>
            <Picture src={merchant.avatar} width={56} height={56} sizes="56px" eager css={avatar} />
            <div css={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <span>
                <strong>{merchant.name}</strong>
                {merchant.isSelf && <span css={tag}>{intl.formatMessage(messages.self)}</span>}
              </span>
              <StarRating value={merchant.starLevel} size={14} />
              <Link
                to={localizePath(shopPath(merchant.id), locale)}
                aria-label={intl.formatMessage(messages.enterLabel, { name: merchant.name })}
                css={link}
              >
                {intl.formatMessage(messages.enter)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
